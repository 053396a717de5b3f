import { createHmac, timingSafeEqual } from 'node:crypto';
import { paths } from '@mt/shared';
import type {
  CreateCheckoutSessionInput,
  CreatePaymentIntentInput,
  PaymentProvider,
  ProviderCheckoutSession,
  ProviderPaymentIntent,
  ProviderRefund,
  RefundPaymentInput,
} from './payment-provider';
import { sandboxId } from './sandbox-events';

const SECRET_SEPARATOR = '_secret_';

/** The sandbox's pages for a hosted checkout and the billing portal (DESIGN.md section 4). */
export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout';
export const SANDBOX_BILLING_PATH = paths.sandboxBilling;

/**
 * The built-in provider for machines without Stripe keys (DESIGN.md section 1). Intents live in the
 * payments table; their client secret is an HMAC of the intent id under a server key, so it needs
 * no storage and cannot be guessed. Card outcomes (sandbox.service.ts) become provider events that go
 * through the same handler as Stripe's webhooks.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly key: string) {}

  clientSecretFor(intentId: string): string {
    const mac = createHmac('sha256', this.key).update(`sandbox-intent:${intentId}`).digest('base64url').slice(0, 32);
    return `${intentId}${SECRET_SEPARATOR}${mac}`;
  }

  /** The intent a client secret belongs to, or null when it was not made by this server. */
  intentIdFromSecret(clientSecret: string): string | null {
    const at = clientSecret.indexOf(SECRET_SEPARATOR);
    if (at <= 0) return null;
    const id = clientSecret.slice(0, at);
    const expected = Buffer.from(this.clientSecretFor(id));
    const given = Buffer.from(clientSecret);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<ProviderPaymentIntent> {
    const id = sandboxId('sandbox_pi');
    return { id, clientSecret: this.clientSecretFor(id), status: 'requires_payment_method', amountMinor: input.amountMinor, currency: input.currency.toUpperCase() };
  }

  /** The sandbox's intents are the payments rows: callers read the status there; this only re-derives the secret. */
  async retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent> {
    return { id, clientSecret: this.clientSecretFor(id), status: 'unknown', amountMinor: 0, currency: '' };
  }

  async cancelPaymentIntent(): Promise<void> {}

  /** Deterministic id from the idempotency key: the same key names the same refund, as on Stripe. */
  async refundPayment(input: RefundPaymentInput): Promise<ProviderRefund> {
    const id = createHmac('sha256', this.key).update(`sandbox-refund:${input.idempotencyKey}`).digest('hex').slice(0, 24);
    return { id: `sandbox_re_${id}`, status: 'succeeded' };
  }

  /**
   * Subscriptions: the sandbox's customers, sessions and subscriptions are the partner and
   * subscription_checkouts rows (modules/subscriptions); these only name them and their pages.
   */
  async createCustomer(): Promise<{ id: string }> {
    return { id: sandboxId('sandbox_cus') };
  }

  ownsCustomerId(id: string): boolean {
    return id.startsWith('sandbox_cus_');
  }

  async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<ProviderCheckoutSession> {
    const id = sandboxId('sandbox_cs');
    return { id, url: `${SANDBOX_CHECKOUT_PATH}/${id}`, expiresAt: input.expiresAt };
  }

  async expireCheckoutSession(): Promise<void> {}

  async createBillingPortalSession(): Promise<{ url: string }> {
    return { url: SANDBOX_BILLING_PATH };
  }
}
