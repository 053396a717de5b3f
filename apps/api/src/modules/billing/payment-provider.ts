import { z } from 'zod';
import type { PaymentProviderName } from '@mt/shared';

/** A payment intent as both providers describe it (Stripe's PaymentIntent, reduced to what we use). */
export interface ProviderPaymentIntent {
  id: string;
  clientSecret: string;
  /** Stripe's PaymentIntent statuses: requires_payment_method, requires_action, processing, succeeded, canceled... */
  status: string;
  amountMinor: number;
  currency: string;
}

export interface RefundPaymentInput {
  paymentIntentId: string;
  /** Part of the charge, in minor units; without it, all of it (what is left of it). */
  amountMinor?: number;
  /** One refund per key: a retried request answers the refund it made the first time. */
  idempotencyKey: string;
}

export interface ProviderRefund {
  id: string;
  /** succeeded or pending count as done: the money is on its way back. */
  status: string;
}

/**
 * An event from a provider, in Stripe's event shape (`id`, `type`, `data.object`), so a Stripe webhook
 * and a sandbox outcome travel the same path (provider-events.ts) and are applied once by `id`.
 */
export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  data: { object: unknown };
}

/**
 * The envelope every event must have before it is applied: a signed body is not necessarily an event
 * (`[]`, `{"id":"evt_x"}`), and such a body is bad input (400), not a failure of ours (500).
 * `created` is Stripe's; an event without it is taken as created when it arrived.
 */
export const providerEventSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .transform((v) => v ?? Math.floor(Date.now() / 1000)),
  data: z.looseObject({ object: z.record(z.string(), z.unknown()) }),
});

/** The event, or null when the body is no event. */
export function readProviderEvent(body: unknown): ProviderEvent | null {
  const parsed = providerEventSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

export interface CreatePaymentIntentInput {
  amountMinor: number;
  /** ISO 4217, any case. */
  currency: string;
  metadata: Record<string, string>;
  /** Same key, same intent: a retried request never creates a second charge. */
  idempotencyKey: string;
}

export interface CreateCustomerInput {
  email: string;
  name: string;
  metadata: Record<string, string>;
  /** One customer per partner, even when two requests race. */
  idempotencyKey: string;
}

export interface CreateCheckoutSessionInput {
  customerId: string;
  /** The plan's provider price id. */
  priceId: string;
  /** Absolute URLs (Stripe) or paths on this site (sandbox) the browser returns to. */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** Links the completed session back to the partner (Stripe's client_reference_id). */
  clientReferenceId: string;
  /** Put on the session and on the subscription it creates, so every event names the partner. */
  metadata: Record<string, string>;
}

/** A hosted subscription checkout: the browser is sent to `url`. */
export interface ProviderCheckoutSession {
  id: string;
  url: string;
  expiresAt: Date;
}

/**
 * What the product needs from a card payment provider (DESIGN.md section 1). Two implementations:
 * StripePaymentProvider (real) and SandboxPaymentProvider (offline, Stripe's test-card semantics).
 *
 * Subscriptions (docs/decisions/0005) use the customer, checkout and billing-portal calls; their
 * webhook events are handled by subscriptions' entries in the handler table the app composes (app.ts).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<ProviderPaymentIntent>;
  retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent>;
  cancelPaymentIntent(id: string): Promise<void>;
  /** The whole charge, or `amountMinor` of it; the same key never refunds twice (docs/decisions/0013). */
  refundPayment(input: RefundPaymentInput): Promise<ProviderRefund>;
  /**
   * Verifies and parses a webhook body (Stripe only; the sandbox delivers its events in process).
   * Throws WebhookSignatureError for a missing, stale or wrong signature.
   */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): ProviderEvent;

  // Subscriptions (docs/decisions/0005): a customer per partner, a hosted checkout, a billing portal.
  createCustomer(input: CreateCustomerInput): Promise<{ id: string }>;
  /** Whether a stored customer id was made by this provider (a database may hold the other one's ids). */
  ownsCustomerId(id: string): boolean;
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<ProviderCheckoutSession>;
  /** Ends an open session so it can no longer be paid (a newer one replaces it). */
  expireCheckoutSession(id: string): Promise<void>;
  createBillingPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
}

/** A provider call failed (network, outage, refused request): answered as 502, nothing half-written. */
export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderError';
  }
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
