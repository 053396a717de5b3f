import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itineraryEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { getItineraryForAdmin, saveItinerary } from './itinerary.service';

/** The admin writes a trip's itinerary (issue 19 section 3); the traveller reads it in /details. */
export const itineraryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.route({
    ...routeOf(itineraryEndpoints.get),
    handler: async (request) => getItineraryForAdmin(app.db, request.params.id),
  });

  app.route({
    ...routeOf(itineraryEndpoints.save),
    handler: async (request) => saveItinerary(app.db, request.params.id, request.body),
  });
};
