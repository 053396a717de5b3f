import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { servicesEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { catalogueAnswer } from './public-cache';
import { listFeaturedServices, listHomepageServices } from './public-services.service';

/** Public: featured services for /featured-services and the home page snippet (no token). */
export const publicServicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(servicesEndpoints.listFeatured),
    handler: async (request, reply) => catalogueAnswer(app, request, reply, async () => ({ services: await listFeaturedServices(app.db) })),
  });

  app.route({
    ...routeOf(servicesEndpoints.listHomepage),
    handler: async (request, reply) => catalogueAnswer(app, request, reply, async () => ({ services: await listHomepageServices(app.db) })),
  });
};
