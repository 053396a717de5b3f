import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentTexts, subscriptionsEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { notFound } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import type { ProviderEventDeps } from '../billing/provider-events';
import { SandboxPaymentProvider } from '../billing/sandbox-provider';
import { applySandboxBillingAction, cancelSandboxCheckout, completeSandboxCheckout, getSandboxCheckout } from './sandbox-subscriptions.service';

/**
 * The sandbox's checkout and billing-portal calls (DESIGN.md section 4), for the partner who owns the
 * session or subscription. Only present while no Stripe keys are configured.
 */
export const sandboxSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('partner'));
  const isSandbox = app.payments instanceof SandboxPaymentProvider;
  const deps = (): ProviderEventDeps => {
    if (!isSandbox) throw notFound(paymentTexts.sandboxOnly);
    return { db: app.db, config: app.config, log: app.log, mail: app.mail, eventHandlers: app.providerEventHandlers, payments: app.payments };
  };
  const rateLimit = { max: 60, timeWindow: 60_000 };

  app.route({
    ...routeOf(subscriptionsEndpoints.sandboxCheckout),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { session: await getSandboxCheckout(deps().db, currentUser(request).id, request.params.sessionId) };
    },
  });

  app.route({
    ...routeOf(subscriptionsEndpoints.completeSandboxCheckout),
    config: { rateLimit },
    handler: async (request) => completeSandboxCheckout(deps(), currentUser(request).id, request.params.sessionId),
  });

  app.route({
    ...routeOf(subscriptionsEndpoints.cancelSandboxCheckout),
    config: { rateLimit },
    handler: async (request) => cancelSandboxCheckout(deps(), currentUser(request).id, request.params.sessionId),
  });

  app.route({
    ...routeOf(subscriptionsEndpoints.sandboxBilling),
    config: { rateLimit },
    handler: async (request) => ({ partner: await applySandboxBillingAction(deps(), currentUser(request).id, request.body) }),
  });
};
