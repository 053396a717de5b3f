import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPartnersEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { getAdminPartners } from './admin-partners.service';

/** The admin dashboard's partners tab (spec 3 section 7). */
export const adminPartnersRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: who may call is decided before the body is parsed or validated (401/403, not 400).
  app.addHook('onRequest', app.requireRole('admin'));

  app.route({
    ...routeOf(adminPartnersEndpoints.list),
    handler: async () => ({ status: 'success' as const, partners: await getAdminPartners(app.db) }),
  });
};
