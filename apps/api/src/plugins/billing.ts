import fp from 'fastify-plugin';
import type { PaymentProvider } from '../modules/billing/payment-provider';
import type { ProviderEventHandlers } from '../modules/billing/provider-events';
import { SandboxPaymentProvider } from '../modules/billing/sandbox-provider';
import { StripePaymentProvider } from '../modules/billing/stripe-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stripe when STRIPE_SECRET_KEY/STRIPE_PUBLISHABLE_KEY are set, the sandbox otherwise. */
    payments: PaymentProvider;
    /** What each provider event does: every caller of applyProviderEvent(s) passes these. */
    providerEventHandlers: ProviderEventHandlers;
  }
}

export interface BillingPluginOptions {
  /** Tests pass a Stripe provider with an offline HTTP client. */
  provider?: PaymentProvider;
  /** The handlers of the modules above billing, composed by the app (app.ts). */
  eventHandlers: ProviderEventHandlers;
}

export default fp<BillingPluginOptions>(
  async (app, { provider, eventHandlers }) => {
    const { stripe, jwtSecret } = app.config;
    app.decorate(
      'payments',
      provider ??
        (stripe
          ? new StripePaymentProvider({ secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret })
          : // The sandbox signs client secrets with a key only this installation knows.
            new SandboxPaymentProvider(`sandbox:${jwtSecret}`)),
    );
    app.decorate('providerEventHandlers', eventHandlers);
  },
  { name: 'billing', dependencies: ['context'] },
);
