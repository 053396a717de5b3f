import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentTexts, paymentsEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { listPaymentDiscrepancies, resolvePaymentDiscrepancy } from './payment-discrepancies.repository';
import { readProviderEvent, WebhookSignatureError } from './payment-provider';
import { applyProviderEvent } from './provider-events';
import type { WebhookOutcome } from './webhook-outcome';
import { SandboxPaymentProvider } from './sandbox-provider';
import { authenticateSandboxPayment, confirmSandboxPayment } from './sandbox.service';

/**
 * The sandbox's browser calls (DESIGN.md section 4). Public like Stripe's own confirm call: the client
 * secret is the capability. Only present while no Stripe keys are configured.
 */
export const sandboxPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const sandbox = app.payments instanceof SandboxPaymentProvider ? app.payments : null;
  const deps = () => {
    if (!sandbox) throw notFound(paymentTexts.sandboxOnly);
    return { db: app.db, config: app.config, log: app.log, mail: app.mail, eventHandlers: app.providerEventHandlers, payments: app.payments, sandbox };
  };
  const rateLimit = { max: 60, timeWindow: 60_000 };

  app.route({
    ...routeOf(paymentsEndpoints.sandboxConfirm),
    config: { rateLimit },
    handler: async (request) => confirmSandboxPayment(deps(), request.body),
  });

  app.route({
    ...routeOf(paymentsEndpoints.sandboxAuthenticate),
    config: { rateLimit },
    handler: async (request) => authenticateSandboxPayment(deps(), request.body),
  });
};

/**
 * POST /api/webhooks/stripe. Its own scope so the raw-body parser applies to this route only: the
 * signature is computed over the exact bytes Stripe sent.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.route({
    ...routeOf(paymentsEndpoints.stripeWebhook),
    handler: async (request) => {
      const provider = app.payments;
      if (provider.name !== 'stripe' || !provider.parseWebhook) throw notFound(paymentTexts.stripeNotConfigured);
      // Every answer from here on is one outcome in payment_webhooks_total (decision 0045).
      const count = (outcome: WebhookOutcome) => app.metrics.webhookOutcome('stripe', outcome);
      if (!app.config.stripe?.webhookSecret) {
        count('not_configured');
        throw new AppError(503, paymentTexts.stripeNotConfigured);
      }
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      let body;
      try {
        body = provider.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
      } catch (err) {
        if (err instanceof WebhookSignatureError) {
          count('invalid_signature');
          request.log.warn({ reason: err.message }, 'rejected a Stripe webhook');
          throw badRequest(paymentTexts.signatureInvalid);
        }
        count('error');
        throw err;
      }
      const event = readProviderEvent(body);
      if (!event) {
        count('malformed');
        request.log.warn('rejected a signed Stripe webhook that is no event');
        throw badRequest(paymentTexts.eventMalformed);
      }
      try {
        const result = await applyProviderEvent({ db: app.db, config: app.config, log: request.log, mail: app.mail, eventHandlers: app.providerEventHandlers, payments: app.payments }, event);
        count(result);
        return { received: true as const, result };
      } catch (err) {
        count('error');
        throw err;
      }
    },
  });
};

/** Admins: successes that did not match their charge (docs/decisions/0034), and marking one sorted out. */
export const adminPaymentDiscrepancyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.route({
    ...routeOf(paymentsEndpoints.adminPaymentDiscrepancies),
    handler: async () => ({ discrepancies: await listPaymentDiscrepancies(app.db) }),
  });

  app.route({
    ...routeOf(paymentsEndpoints.resolvePaymentDiscrepancy),
    handler: async (request) => {
      const discrepancy = await resolvePaymentDiscrepancy(app.db, request.params.id, currentUser(request).id);
      if (!discrepancy) throw notFound(paymentTexts.discrepancyNotFound);
      return { discrepancy };
    },
  });
};
