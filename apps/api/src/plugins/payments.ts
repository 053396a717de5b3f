import fp from 'fastify-plugin';
import type { PaymentProvider } from '../modules/payments/payment-provider';
import { SandboxPaymentProvider } from '../modules/payments/sandbox-provider';
import { StripePaymentProvider } from '../modules/payments/stripe-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stripe when STRIPE_SECRET_KEY/STRIPE_PUBLISHABLE_KEY are set, the sandbox otherwise. */
    payments: PaymentProvider;
  }
}

export interface PaymentsPluginOptions {
  /** Tests pass a Stripe provider with an offline HTTP client. */
  provider?: PaymentProvider;
}

export default fp<PaymentsPluginOptions>(
  async (app, { provider }) => {
    const { stripe, jwtSecret } = app.config;
    app.decorate(
      'payments',
      provider ??
        (stripe
          ? new StripePaymentProvider({ secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret })
          : // The sandbox signs client secrets with a key only this installation knows.
            new SandboxPaymentProvider(`sandbox:${jwtSecret}`)),
    );
  },
  { name: 'payments', dependencies: ['context'] },
);
