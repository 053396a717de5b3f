import { endpointsOf } from '../common/endpoint';
import {
  sandboxBillingActionSchema,
  sandboxBillingResponseSchema,
  sandboxCheckoutIdParamSchema,
  sandboxCheckoutResultSchema,
  sandboxCheckoutSessionResponseSchema,
} from './sandbox-billing.schemas';
import { billingPortalResponseSchema, checkoutSessionResponseSchema, createCheckoutSessionSchema, plansResponseSchema } from './subscription-plan.schemas';

const endpoint = endpointsOf('subscriptions');

/** Public: the pricing page and a partner choosing a plan both read them (answered with no-cache). */
export const plans = endpoint({
  method: 'GET',
  path: '/subscriptions/plans',
  summary: 'Subscription plans on offer, cheapest first (price is a decimal in its currency)',
  responses: { 200: plansResponseSchema },
  errors: [],
});

/** Spec 2 section 7: the signed-in partner's own checkout and billing portal (rate limited per partner). */
export const createCheckoutSession = endpoint({
  method: 'POST',
  path: '/subscriptions/create-checkout-session',
  summary: 'Start a hosted checkout for a plan (Stripe Checkout, or the sandbox’s test checkout)',
  description: 'Answers the URL to send the browser to. 409 while the partner already has an active, trialing or past_due subscription.',
  auth: true,
  body: createCheckoutSessionSchema,
  responses: { 200: checkoutSessionResponseSchema },
  errors: [400, 401, 403, 404, 409, 429, 502],
});

export const createBillingPortalSession = endpoint({
  method: 'POST',
  path: '/subscriptions/create-billing-portal-session',
  summary: 'Open the billing portal (Stripe Billing Portal, or the sandbox’s billing page)',
  auth: true,
  responses: { 200: billingPortalResponseSchema },
  errors: [401, 403, 404, 409, 429, 502],
});

/**
 * The sandbox's hosted checkout and billing portal (DESIGN.md section 4), for the partner who owns the
 * session or subscription; they answer 404 while Stripe is configured.
 */
export const sandboxCheckout = endpoint({
  method: 'GET',
  path: '/payments/sandbox/checkout/:sessionId',
  summary: 'Sandbox: a checkout session (plan, price, status) for its owner',
  auth: true,
  params: sandboxCheckoutIdParamSchema,
  responses: { 200: sandboxCheckoutSessionResponseSchema },
  errors: [400, 401, 403, 404],
});

export const completeSandboxCheckout = endpoint({
  method: 'POST',
  path: '/payments/sandbox/checkout/:sessionId/complete',
  summary: 'Sandbox: pay a checkout session (once, before it expires)',
  auth: true,
  params: sandboxCheckoutIdParamSchema,
  responses: { 200: sandboxCheckoutResultSchema },
  errors: [400, 401, 403, 404, 409, 429],
});

export const cancelSandboxCheckout = endpoint({
  method: 'POST',
  path: '/payments/sandbox/checkout/:sessionId/cancel',
  summary: 'Sandbox: abandon a checkout session',
  auth: true,
  params: sandboxCheckoutIdParamSchema,
  responses: { 200: sandboxCheckoutResultSchema },
  errors: [400, 401, 403, 404, 409, 429],
});

export const sandboxBilling = endpoint({
  method: 'POST',
  path: '/payments/sandbox/billing',
  summary: 'Sandbox: a billing-portal action (change plan, fail a renewal, pay the overdue invoice, cancel)',
  auth: true,
  body: sandboxBillingActionSchema,
  responses: { 200: sandboxBillingResponseSchema },
  errors: [400, 401, 403, 404, 409, 429],
});
