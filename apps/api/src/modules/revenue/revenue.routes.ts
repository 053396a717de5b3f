import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPlanResponseSchema,
  adminPlansResponseSchema,
  commissionSummaryResponseSchema,
  errorResponseSchema,
  idParamSchema,
  revenueTexts,
  topPartnersQuerySchema,
  topPartnersResponseSchema,
  updatePlanSchema,
} from '@mt/shared';
import { getCommissionSummary, getTopPartners, listPlans, updatePlan } from './revenue.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const security = [{ bearerAuth: [] }];
const tags = ['revenue'];

/** The Commission and Revenue tab (spec 3 section 7): admins only. */
export const revenueRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: who may call is decided before the body is parsed or validated (401/403, not 400).
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/revenue/summary',
    {
      schema: { tags, security, summary: 'Platform revenue, partner payouts and trips over completed trips (NOK)', response: { 200: commissionSummaryResponseSchema, ...errors } },
    },
    async () => ({ data: await getCommissionSummary(app.db) }),
  );

  app.get(
    '/revenue/subscription-plans',
    {
      schema: { tags, security, summary: 'Subscription plans with commission rates, limits and active partners', response: { 200: adminPlansResponseSchema, ...errors } },
    },
    async () => ({ data: await listPlans(app.db) }),
  );

  app.put(
    '/revenue/subscription-plans/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a plan’s commission rate (0-100) and service limit (null or 0: unlimited)',
        params: idParamSchema,
        body: updatePlanSchema,
        response: { 200: adminPlanResponseSchema, ...errors },
      },
    },
    async (request) => ({ message: revenueTexts.planSaved, data: await updatePlan(app.db, request.params.id, request.body) }),
  );

  app.get(
    '/revenue/top-partners',
    {
      schema: {
        tags,
        security,
        summary: 'Partners ranked by payouts from completed trips (NOK)',
        querystring: topPartnersQuerySchema,
        response: { 200: topPartnersResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await getTopPartners(app.db, request.query.limit) }),
  );
};
