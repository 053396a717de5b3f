import { z } from 'zod';
import { PLAN_INTERVALS } from './subscription-status';

/**
 * Subscription plan (spec 2 section 3). `price` is a decimal in `currency` (stored in minor units);
 * `stripe_price_id` is the provider's price id, sent back as `priceId` to start a checkout.
 * `max_services` null means unlimited; `commission_rate` is the percent the platform keeps.
 */
export const subscriptionPlanDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  max_services: z.number().int().nullable(),
  stripe_price_id: z.string(),
  price: z.number(),
  currency: z.string(),
  interval: z.enum(PLAN_INTERVALS),
  commission_rate: z.number(),
});
export type SubscriptionPlanDto = z.infer<typeof subscriptionPlanDtoSchema>;

/** GET /api/subscriptions/plans: the plans a partner may subscribe to, cheapest first. */
export const plansResponseSchema = z.object({ plans: z.array(subscriptionPlanDtoSchema) });
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** POST /api/subscriptions/create-checkout-session (spec 2 section 7). */
export const createCheckoutSessionSchema = z.object({
  priceId: z.string({ error: 'Please choose a plan.' }).trim().min(1, 'Please choose a plan.').max(120),
});
export type CreateCheckoutSessionInput = z.infer<typeof createCheckoutSessionSchema>;
/**
 * The page the browser goes to: Stripe Checkout's URL or the sandbox's. Spec 2 also reads a bare
 * sessionId for Stripe.js's redirectToCheckout, which current Stripe.js no longer has (decision 0005).
 */
export const checkoutSessionResponseSchema = z.object({ checkoutUrl: z.string() });
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;

/** POST /api/subscriptions/create-billing-portal-session (no body). */
export const billingPortalResponseSchema = z.object({ portalUrl: z.string() });
export type BillingPortalResponse = z.infer<typeof billingPortalResponseSchema>;

/** '{price} {currency} / {interval}' (spec 2 section 2), e.g. '299.00 NOK / month'. */
export const formatPlanPrice = (plan: Pick<SubscriptionPlanDto, 'price' | 'currency' | 'interval'>): string =>
  `${plan.price.toFixed(2)} ${plan.currency} / ${plan.interval}`;
