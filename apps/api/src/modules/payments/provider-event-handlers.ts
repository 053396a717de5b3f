import type { ProviderEventHandler } from './provider-events';
import { paymentEventHandlers } from './payment-events';
import { subscriptionEventHandlers } from '../subscriptions/subscription-events';

/**
 * Provider event types this product acts on, by Stripe's names: trip payments (docs/decisions/0004)
 * and partner subscriptions (checkout.session.*, customer.subscription.*, invoice.payment_failed;
 * docs/decisions/0005).
 */
export const providerEventHandlers: Record<string, ProviderEventHandler> = {
  ...paymentEventHandlers,
  ...subscriptionEventHandlers,
};
