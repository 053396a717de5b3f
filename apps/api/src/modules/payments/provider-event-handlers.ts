import type { ProviderEventHandler } from './provider-events';
import { paymentEventHandlers } from './payment-events';

/**
 * Provider event types this product acts on, by Stripe's names. Subscriptions add their entries here
 * (checkout.session.completed, customer.subscription.*, invoice.payment_failed): see
 * docs/decisions/0004.
 */
export const providerEventHandlers: Record<string, ProviderEventHandler> = {
  ...paymentEventHandlers,
};
