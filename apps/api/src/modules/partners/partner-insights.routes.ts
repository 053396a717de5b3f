import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnersEndpoints } from '@mt/shared';
import { sendEncodedJson } from '../../lib/encoded-text';
import { routeOf } from '../../lib/endpoint-route';
import { currentUser } from '../../plugins/auth';
import { keptBookings, keptEarnings, keptPopularity } from './kept-insights';

/**
 * Earnings, bookings and popularity of the signed-in partner, from the trips that include their services. Each is
 * answered from a copy kept while nothing it shows changed (kept-insights.ts), compressed with it once rather
 * than by @fastify/compress on every request.
 */
export const partnerInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('partner'));

  app.route({
    ...routeOf(partnersEndpoints.getEarnings),
    compress: false,
    handler: async (request, reply) => sendEncodedJson(request, reply, await keptEarnings(app.db, currentUser(request), app.clock.now())),
  });

  app.route({
    ...routeOf(partnersEndpoints.listBookings),
    compress: false,
    handler: async (request, reply) => sendEncodedJson(request, reply, await keptBookings(app.db, currentUser(request))),
  });

  app.route({
    ...routeOf(partnersEndpoints.getServicePopularity),
    compress: false,
    handler: async (request, reply) => sendEncodedJson(request, reply, await keptPopularity(app.db, currentUser(request))),
  });
};
