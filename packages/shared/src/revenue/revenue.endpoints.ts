import { endpointsOf } from '../common/endpoint';
import { idParamSchema } from '../common/api';
import {
  adminPlanResponseSchema,
  adminPlansResponseSchema,
  commissionSummaryResponseSchema,
  topPartnersQuerySchema,
  topPartnersResponseSchema,
  updatePlanSchema,
} from './revenue.schemas';

const endpoint = endpointsOf('revenue');

/** The Commission and Revenue tab (spec 3 section 7): admins only. */
export const getSummary = endpoint({
  method: 'GET',
  path: '/revenue/summary',
  summary: 'Platform revenue, partner payouts and trips over completed trips (NOK)',
  auth: true,
  responses: { 200: commissionSummaryResponseSchema },
  errors: [401, 403],
});

export const listPlans = endpoint({
  method: 'GET',
  path: '/revenue/subscription-plans',
  summary: 'Subscription plans with commission rates, limits and active partners',
  auth: true,
  responses: { 200: adminPlansResponseSchema },
  errors: [401, 403],
});

export const updatePlan = endpoint({
  method: 'PUT',
  path: '/revenue/subscription-plans/:id',
  summary: 'Change a plan’s commission rate (0-100) and service limit (null or 0: unlimited)',
  auth: true,
  params: idParamSchema,
  body: updatePlanSchema,
  responses: { 200: adminPlanResponseSchema },
  errors: [400, 401, 403, 404],
});

export const listTopPartners = endpoint({
  method: 'GET',
  path: '/revenue/top-partners',
  summary: 'Partners ranked by payouts from completed trips (NOK)',
  auth: true,
  query: topPartnersQuerySchema,
  responses: { 200: topPartnersResponseSchema },
  errors: [400, 401, 403],
});
