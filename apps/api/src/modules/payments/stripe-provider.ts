import Stripe from 'stripe';
import type {
  CreatePaymentIntentInput,
  PaymentProvider,
  ProviderEvent,
  ProviderPaymentIntent,
  ProviderRefund,
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

  async refundPayment(input: { paymentIntentId: string; idempotencyKey: string }): Promise<ProviderRefund> {
    return this.call('refund the payment', async () => {
      const refund = await this.stripe.refunds.create({ payment_intent: input.paymentIntentId }, { idempotencyKey: input.idempotencyKey });
      return { id: refund.id, status: refund.status ?? 'pending' };
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
