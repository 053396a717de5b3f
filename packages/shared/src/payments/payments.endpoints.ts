import { endpointsOf } from '../common/endpoint';
import { idParamSchema } from '../common/api';
import {
  paymentDiscrepanciesResponseSchema,
  paymentDiscrepancyResponseSchema,
  sandboxAuthenticateSchema,
  sandboxConfirmSchema,
  sandboxResultSchema,
  stripeWebhookResponseSchema,
} from './payment.schemas';

/**
 * The payment provider's side (the API's billing module). Paying for a trip is tripsEndpoints.pay; the
 * sandbox's subscription checkout and billing calls are in subscriptionsEndpoints.
 */
const endpoint = endpointsOf('payments');

/** The sandbox's browser calls (DESIGN.md section 4): public like Stripe's own, the client secret is the capability. */
export const sandboxConfirm = endpoint({
  method: 'POST',
  path: '/payments/sandbox/confirm',
  summary: 'Sandbox: confirm a payment with a card (Stripe test-card semantics)',
  body: sandboxConfirmSchema,
  responses: { 200: sandboxResultSchema },
  errors: [400, 404, 409, 429],
});

export const sandboxAuthenticate = endpoint({
  method: 'POST',
  path: '/payments/sandbox/authenticate',
  summary: 'Sandbox: finish or fail the 3-D Secure step of a payment',
  body: sandboxAuthenticateSchema,
  responses: { 200: sandboxResultSchema },
  errors: [400, 404, 409, 429],
});

/**
 * Called by Stripe, never by the web app. No body schema: the route reads the raw bytes (any content
 * type) in a scope of its own, because the signature is computed over exactly what Stripe sent.
 */
export const stripeWebhook = endpoint({
  method: 'POST',
  path: '/webhooks/stripe',
  summary: 'Stripe events (signed with STRIPE_WEBHOOK_SECRET)',
  responses: { 200: stripeWebhookResponseSchema },
  errors: [400, 404, 503],
});

/** Admins: the successes that did not match their charge (docs/decisions/0034), open ones first, newest first. */
export const adminPaymentDiscrepancies = endpoint({
  method: 'GET',
  path: '/admin/payment-discrepancies',
  summary: 'Payments whose amount or currency differed from the charge: recorded, confirmed nothing',
  auth: true,
  responses: { 200: paymentDiscrepanciesResponseSchema },
  errors: [401, 403],
});

export const resolvePaymentDiscrepancy = endpoint({
  method: 'PUT',
  path: '/admin/payment-discrepancies/:id/resolve',
  summary: 'Mark a payment discrepancy as sorted out (the money was refunded or settled by hand)',
  auth: true,
  params: idParamSchema,
  responses: { 200: paymentDiscrepancyResponseSchema },
  errors: [400, 401, 403, 404],
});
