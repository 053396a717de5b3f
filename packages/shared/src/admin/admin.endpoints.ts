import { endpointsOf } from '../common/endpoint';
import { earningsSummaryResponseSchema, platformStatsResponseSchema, registrationTrendsResponseSchema, revenueTrendsResponseSchema } from './admin.schemas';

/**
 * The admin dashboard's overview figures (spec 3 section 7), admins only. The tabs' calls live with
 * their domain (servicesEndpoints, reviewsEndpoints, adminTripsEndpoints...).
 */
const endpoint = endpointsOf('admin');
const errors = [401, 403] as const;

export const platformStats = endpoint({
  method: 'GET',
  path: '/admin/platform-stats',
  summary: 'Partner, active subscription and traveller counts',
  auth: true,
  responses: { 200: platformStatsResponseSchema },
  errors,
});

export const earningsSummary = endpoint({
  method: 'GET',
  path: '/admin/earnings/summary',
  summary: 'Financial overview: revenue from completed trips (NOK), their count and the average',
  auth: true,
  responses: { 200: earningsSummaryResponseSchema },
  errors,
});

export const registrationTrends = endpoint({
  method: 'GET',
  path: '/admin/stats/user-registration-trends',
  summary: 'New travellers and partners per day, last 30 days (UTC)',
  auth: true,
  responses: { 200: registrationTrendsResponseSchema },
  errors,
});

export const revenueTrends = endpoint({
  method: 'GET',
  path: '/admin/stats/revenue-trends',
  summary: 'Revenue from completed trips per month, last 12 months, in USD',
  auth: true,
  responses: { 200: revenueTrendsResponseSchema },
  errors,
});
