import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPartnersResponseSchema,
  adminServiceResponseSchema,
  adminServicesResponseSchema,
  adminTexts,
  earningsSummaryResponseSchema,
  errorResponseSchema,
  homepageSettingsSchema,
  idParamSchema,
  platformStatsResponseSchema,
  registrationTrendsResponseSchema,
  REVENUE_CHART_CURRENCY,
  revenueTrendsResponseSchema,
  updateFeaturedSchema,
} from '@mt/shared';
import { listAdminServices, setFeatured, setHomepageSettings } from './admin-services.service';
import { getAdminPartners, getEarningsSummary, getPlatformStats, getRegistrationTrends, getRevenueTrends } from './admin-stats.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const security = [{ bearerAuth: [] }];
const tags = ['admin'];

/** The admin dashboard's calls (spec 3 section 7): statistics, partners and the services tab. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: who may call is decided before the body is parsed or validated (401/403, not 400).
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/admin/platform-stats',
    { schema: { tags, security, summary: 'Partner, active subscription and traveller counts', response: { 200: platformStatsResponseSchema, ...errors } } },
    async () => ({ status: 'success' as const, stats: await getPlatformStats(app.db) }),
  );

  app.get(
    '/admin/earnings/summary',
    {
      schema: {
        tags,
        security,
        summary: 'Financial overview: revenue from completed trips (NOK), their count and the average',
        response: { 200: earningsSummaryResponseSchema, ...errors },
      },
    },
    async () => ({ summary: await getEarningsSummary(app.db) }),
  );

  app.get(
    '/admin/partners-list',
    { schema: { tags, security, summary: 'Every partner with contact, plan and subscription status', response: { 200: adminPartnersResponseSchema, ...errors } } },
    async () => ({ status: 'success' as const, partners: await getAdminPartners(app.db) }),
  );

  app.get(
    '/admin/stats/user-registration-trends',
    {
      schema: { tags, security, summary: 'New travellers and partners per day, last 30 days (UTC)', response: { 200: registrationTrendsResponseSchema, ...errors } },
    },
    async () => ({ status: 'success' as const, trends: await getRegistrationTrends(app.db) }),
  );

  app.get(
    '/admin/stats/revenue-trends',
    {
      schema: { tags, security, summary: 'Revenue from completed trips per month, last 12 months, in USD', response: { 200: revenueTrendsResponseSchema, ...errors } },
    },
    async () => ({ status: 'success' as const, currency: REVENUE_CHART_CURRENCY, trends: await getRevenueTrends(app.db) }),
  );

  app.get(
    '/admin/services',
    { schema: { tags, security, summary: 'Every partner service, public or not', response: { 200: adminServicesResponseSchema, ...errors } } },
    async () => ({ services: await listAdminServices(app.db) }),
  );

  app.put(
    '/admin/services/:id/featured',
    {
      schema: {
        tags,
        security,
        summary: 'Feature a service (or stop featuring it)',
        params: idParamSchema,
        body: updateFeaturedSchema,
        response: { 200: adminServiceResponseSchema, ...errors },
      },
    },
    async (request) => {
      const service = await setFeatured(app.db, request.params.id, request.body.is_featured);
      return { message: adminTexts.featuredUpdated(service.name), service };
    },
  );

  app.put(
    '/admin/services/:id/homepage-settings',
    {
      schema: {
        tags,
        security,
        summary: 'Pin a service to the home page (at most 3) and set its sort order',
        params: idParamSchema,
        body: homepageSettingsSchema,
        response: { 200: adminServiceResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const service = await setHomepageSettings(app.db, request.params.id, request.body);
      return { message: adminTexts.homepageUpdated(service.name), service };
    },
  );
};
