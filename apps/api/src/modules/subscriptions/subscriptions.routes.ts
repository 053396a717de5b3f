import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  billingPortalResponseSchema,
  checkoutSessionResponseSchema,
  createCheckoutSessionSchema,
  errorResponseSchema,
  plansResponseSchema,
} from '@mt/shared';
import { currentUser } from '../../plugins/auth';
import { createBillingPortalSession, createCheckoutSession, listPlans, type SubscriptionDeps } from './subscriptions.service';

/**
 * Public: the plans on offer (the pricing page and a partner choosing a plan both read them; prices are
 * no secret). Checkout and billing-portal sessions are partner calls and live in their own scope.
 */
export const publicSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subscriptions/plans',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Subscription plans on offer, cheapest first (price is a decimal in its currency)',
        response: { 200: plansResponseSchema, 503: errorResponseSchema },
      },
    },
    async (_request, reply) => {
      // Revalidated every time: a plan an admin retires or reprices must not be offered from a cache.
      reply.header('cache-control', 'no-cache');
      return { plans: await listPlans(app.db) };
    },
  );
};

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
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

  app.post(
    '/subscriptions/create-checkout-session',
    {
      config: perPartner,
      schema: {
        tags: ['subscriptions'],
        summary: 'Start a hosted checkout for a plan (Stripe Checkout, or the sandbox’s test checkout)',
        description: 'Answers the URL to send the browser to. 409 while the partner already has an active, trialing or past_due subscription.',
        security: [{ bearerAuth: [] }],
        body: createCheckoutSessionSchema,
        response: { 200: checkoutSessionResponseSchema, ...errors },
      },
    },
    async (request) => createCheckoutSession(deps(), currentUser(request).id, request.body.priceId),
  );

  app.post(
    '/subscriptions/create-billing-portal-session',
    {
      config: perPartner,
      schema: {
        tags: ['subscriptions'],
        summary: 'Open the billing portal (Stripe Billing Portal, or the sandbox’s billing page)',
        security: [{ bearerAuth: [] }],
        response: { 200: billingPortalResponseSchema, ...errors },
      },
    },
    async (request) => createBillingPortalSession(deps(), currentUser(request).id),
  );
};
