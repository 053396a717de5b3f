import { endpointsOf } from '../common/endpoint';
import { sandboxAuthenticateSchema, sandboxConfirmSchema, sandboxResultSchema, stripeWebhookResponseSchema } from './payment.schemas';

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
