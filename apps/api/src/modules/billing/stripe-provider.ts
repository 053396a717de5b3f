import Stripe from 'stripe';
import type {
  CreateCheckoutSessionInput,
  CreateCustomerInput,
  CreatePaymentIntentInput,
  ProviderCheckoutSession,
  PaymentProvider,
  ProviderEvent,
  ProviderPaymentIntent,
  ProviderRefund,
  RefundPaymentInput,
} from './payment-provider';
import { ProviderError, WebhookSignatureError } from './payment-provider';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string | null;
  /** Tests pass an offline HTTP client (Stripe.createFetchHttpClient over a fake fetch). */
  httpClient?: Stripe.HttpClient;
}

const toIntent = (pi: Stripe.PaymentIntent): ProviderPaymentIntent => ({
  id: pi.id,
  clientSecret: pi.client_secret ?? '',
  status: pi.status,
  amountMinor: pi.amount,
  currency: pi.currency.toUpperCase(),
});

/** The real thing: Stripe PaymentIntents, refunds and signed webhooks through the official SDK. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Mystery Trips' },
      ...(options.httpClient ? { httpClient: options.httpClient } : {}),
    });
  }

  get hasWebhookSecret(): boolean {
    return !!this.options.webhookSecret;
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<ProviderPaymentIntent> {
    return this.call('create the payment', async () =>
      toIntent(
        await this.stripe.paymentIntents.create(
          {
            amount: input.amountMinor,
            currency: input.currency.toLowerCase(),
            metadata: input.metadata,
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      ),
    );
  }

  async retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent> {
    return this.call('read the payment', async () => toIntent(await this.stripe.paymentIntents.retrieve(id)));
  }

  async cancelPaymentIntent(id: string): Promise<void> {
    await this.call('cancel the payment', () => this.stripe.paymentIntents.cancel(id));
  }

  async refundPayment(input: RefundPaymentInput): Promise<ProviderRefund> {
    return this.call('refund the payment', async () => {
      const refund = await this.stripe.refunds.create(
        { payment_intent: input.paymentIntentId, ...(input.amountMinor !== undefined ? { amount: input.amountMinor } : {}) },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: refund.id, status: refund.status ?? 'pending' };
    });
  }

  async createCustomer(input: CreateCustomerInput): Promise<{ id: string }> {
    return this.call('create the customer', async () => {
      const customer = await this.stripe.customers.create(
        { email: input.email, name: input.name, metadata: input.metadata },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: customer.id };
    });
  }

  ownsCustomerId(id: string): boolean {
    return id.startsWith('cus_');
  }

  /** Stripe Checkout in subscription mode; the metadata is copied onto the subscription it creates. */
  async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<ProviderCheckoutSession> {
    return this.call('start the checkout', async () => {
      const session = await this.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: input.customerId,
        line_items: [{ price: input.priceId, quantity: 1 }],
        client_reference_id: input.clientReferenceId,
        metadata: input.metadata,
        subscription_data: { metadata: input.metadata },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        expires_at: Math.floor(input.expiresAt.getTime() / 1000),
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL.');
      return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    });
  }

  async expireCheckoutSession(id: string): Promise<void> {
    await this.call('expire the checkout', () => this.stripe.checkout.sessions.expire(id));
  }

  async createBillingPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }> {
    return this.call('open the billing portal', async () => {
      const session = await this.stripe.billingPortal.sessions.create({ customer: input.customerId, return_url: input.returnUrl });
      return { url: session.url };
    });
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    if (!this.options.webhookSecret) throw new WebhookSignatureError('No webhook secret is configured.');
    if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header.');
    try {
      // Checks the HMAC and the timestamp (default tolerance 300 s) before anything is parsed.
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret) as unknown as ProviderEvent;
    } catch (err) {
      throw new WebhookSignatureError((err as Error).message);
    }
  }

  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      throw new ProviderError(`Stripe could not ${what}: ${(err as Error).message}`, { cause: err });
    }
  }
}
