import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnersEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { currentUser } from '../../plugins/auth';
import { getPartnerBookings, getPartnerEarnings, getServicePopularity } from './partner-insights.service';

/** Earnings, bookings and popularity of the signed-in partner, from the trips that include their services. */
export const partnerInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('partner'));

  app.route({
    ...routeOf(partnersEndpoints.getEarnings),
    handler: async (request) => getPartnerEarnings(app.db, currentUser(request).id),
  });

  app.route({
    ...routeOf(partnersEndpoints.listBookings),
    handler: async (request) => ({ bookings: await getPartnerBookings(app.db, currentUser(request).id) }),
  });

  app.route({
    ...routeOf(partnersEndpoints.getServicePopularity),
    handler: async (request) => getServicePopularity(app.db, currentUser(request).id),
  });
};
