import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { revenueEndpoints, revenueTexts } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { getCommissionSummary, getTopPartners, listPlans, updatePlan } from './revenue.service';

/** The Commission and Revenue tab (spec 3 section 7): admins only. */
export const revenueRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: who may call is decided before the body is parsed or validated (401/403, not 400).
  app.addHook('onRequest', app.requireRole('admin'));

  app.route({
    ...routeOf(revenueEndpoints.getSummary),
    handler: async () => ({ data: await getCommissionSummary(app.db) }),
  });

  app.route({
    ...routeOf(revenueEndpoints.listPlans),
    handler: async () => ({ data: await listPlans(app.db) }),
  });

  app.route({
    ...routeOf(revenueEndpoints.updatePlan),
    handler: async (request) => ({ message: revenueTexts.planSaved, data: await updatePlan(app.db, request.params.id, request.body) }),
  });

  app.route({
    ...routeOf(revenueEndpoints.listTopPartners),
    handler: async (request) => ({ data: await getTopPartners(app.db, request.query.limit) }),
  });
};
