import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, plansResponseSchema } from '@mt/shared';
import { listPlans } from './subscriptions.service';

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
