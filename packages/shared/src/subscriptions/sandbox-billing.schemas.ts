import { z } from 'zod';
import { partnerResponseSchema } from '../partners/partner.schemas';
import { subscriptionPlanDtoSchema } from './subscription-plan.schemas';
import type { SubscriptionStatus } from './subscription-status';

/**
 * The sandbox's hosted checkout and billing pages (DESIGN.md section 4, "Calls the spec does not list"):
 * what Stripe Checkout and the Billing Portal do, offline and clearly labelled Test mode.
 */
export const CHECKOUT_SESSION_STATUSES = ['open', 'complete', 'expired'] as const;
export type CheckoutSessionStatus = (typeof CHECKOUT_SESSION_STATUSES)[number];

export const sandboxCheckoutIdParamSchema = z.object({ sessionId: z.string().min(1).max(120) });

/** GET /api/payments/sandbox/checkout/{sessionId}: what the checkout page shows. */
export const sandboxCheckoutSessionSchema = z.object({
  id: z.string(),
  status: z.enum(CHECKOUT_SESSION_STATUSES),
  expires_at: z.string(),
  plan: subscriptionPlanDtoSchema,
  company_name: z.string(),
  customer_email: z.string(),
});
export type SandboxCheckoutSession = z.infer<typeof sandboxCheckoutSessionSchema>;
export const sandboxCheckoutSessionResponseSchema = z.object({ session: sandboxCheckoutSessionSchema });

/** POST …/complete and …/cancel: the session's new status and where the browser returns to. */
export const sandboxCheckoutResultSchema = z.object({
  status: z.enum(CHECKOUT_SESSION_STATUSES),
  returnUrl: z.string(),
});
export type SandboxCheckoutResult = z.infer<typeof sandboxCheckoutResultSchema>;

export const SANDBOX_BILLING_ACTIONS = ['change_plan', 'fail_renewal', 'pay_invoice', 'cancel'] as const;
export type SandboxBillingActionName = (typeof SANDBOX_BILLING_ACTIONS)[number];

/** POST /api/payments/sandbox/billing: one portal action, answered with the partner as it now is. */
export const sandboxBillingActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('change_plan'), priceId: z.string().trim().min(1, 'Please choose a plan.').max(120) }),
    z.object({ action: z.literal('fail_renewal') }),
    z.object({ action: z.literal('pay_invoice') }),
    z.object({ action: z.literal('cancel') }),
  ],
  { error: 'Unknown billing action.' },
);
export type SandboxBillingAction = z.infer<typeof sandboxBillingActionSchema>;
export const sandboxBillingResponseSchema = partnerResponseSchema;

/**
 * Which portal actions a subscription in each state offers, as Stripe's Billing Portal and its renewal
 * cycle would: plans change while paid up; a renewal can fail until the subscription is unpaid; an
 * overdue invoice can be paid; anything not yet ended can be cancelled.
 */
const ACTIONS_BY_STATUS: Partial<Record<SubscriptionStatus, readonly SandboxBillingActionName[]>> = {
  active: ['change_plan', 'fail_renewal', 'cancel'],
  trialing: ['change_plan', 'fail_renewal', 'cancel'],
  past_due: ['fail_renewal', 'pay_invoice', 'cancel'],
  unpaid: ['pay_invoice', 'cancel'],
  incomplete: ['cancel'],
  paused: ['cancel'],
};

export const sandboxBillingActionsFor = (status: SubscriptionStatus | null): readonly SandboxBillingActionName[] =>
  (status && ACTIONS_BY_STATUS[status]) || [];
