import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { subscriptionsEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { currentUser } from '../../plugins/auth';
import { listPlans } from '../plans/plans.service';
import { createBillingPortalSession, createCheckoutSession, type SubscriptionDeps } from './subscriptions.service';

/**
 * Public: the plans on offer (the pricing page and a partner choosing a plan both read them; prices are
 * no secret). Checkout and billing-portal sessions are partner calls and live in their own scope.
 */
export const publicSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(subscriptionsEndpoints.plans),
    handler: async (_request, reply) => {
      // Revalidated every time: a plan an admin retires or reprices must not be offered from a cache.
      reply.header('cache-control', 'no-cache');
      return { plans: await listPlans(app.db) };
    },
  });
};

/** Each call may reach the payment provider: plenty for a person, not for a script. */
const perPartner = {
  rateLimit: { max: 30, timeWindow: 60_000, keyGenerator: (req: FastifyRequest) => `subscriptions:${req.authUser?.id ?? req.ip}` },
};

/** Spec 2 section 7: starting a subscription and opening the billing portal, for the signed-in partner only. */
export const partnerSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: who may call is decided before the body is parsed or validated (401/403, not 400).
  app.addHook('onRequest', app.requireRole('partner'));
  const deps = (): SubscriptionDeps => ({ db: app.db, payments: app.payments, config: app.config, log: app.log });

  app.route({
    ...routeOf(subscriptionsEndpoints.createCheckoutSession),
    config: perPartner,
    handler: async (request) => createCheckoutSession(deps(), currentUser(request).id, request.body.priceId),
  });

  app.route({
    ...routeOf(subscriptionsEndpoints.createBillingPortalSession),
    config: perPartner,
    handler: async (request) => createBillingPortalSession(deps(), currentUser(request).id),
  });
};
