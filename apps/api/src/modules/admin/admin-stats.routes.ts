import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEndpoints, REVENUE_CHART_CURRENCY } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { getEarningsSummary, getPlatformStats, getRegistrationTrends, getRevenueTrends } from './admin-stats.service';

/**
 * The admin dashboard's overview figures (spec 3 section 7): counts, earnings and trends. The tabs'
 * calls live with their domain (services, partners, reviews, preferences, trips...).
 */
export const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: who may call is decided before the body is parsed or validated (401/403, not 400).
  app.addHook('onRequest', app.requireRole('admin'));

  app.route({
    ...routeOf(adminEndpoints.platformStats),
    handler: async () => ({ status: 'success' as const, stats: await getPlatformStats(app.db) }),
  });

  app.route({
    ...routeOf(adminEndpoints.earningsSummary),
    handler: async () => ({ summary: await getEarningsSummary(app.db) }),
  });

  app.route({
    ...routeOf(adminEndpoints.registrationTrends),
    handler: async () => ({ status: 'success' as const, trends: await getRegistrationTrends(app.db) }),
  });

  app.route({
    ...routeOf(adminEndpoints.revenueTrends),
    handler: async () => ({ status: 'success' as const, currency: REVENUE_CHART_CURRENCY, trends: await getRevenueTrends(app.db) }),
  });
};
