import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, servicesResponseSchema } from '@mt/shared';
import { setPublicCache } from './public-cache';
import { listFeaturedServices, listHomepageServices } from './public-services.service';

/** Public: featured services for /featured-services and the home page snippet (no token). */
export const publicServicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/featured-services',
    {
      schema: {
        tags: ['services'],
        summary: 'Featured services of partners with an active or trialing subscription',
        response: { 200: servicesResponseSchema, 503: errorResponseSchema },
      },
    },
    async (_request, reply) => {
      setPublicCache(reply);
      return { services: await listFeaturedServices(app.db) };
    },
  );

  app.get(
    '/public/homepage-featured-services',
    {
      schema: {
        tags: ['services'],
        summary: 'Services pinned to the home page, in their sort order (at most 3)',
        response: { 200: servicesResponseSchema, 503: errorResponseSchema },
      },
    },
    async (_request, reply) => {
      setPublicCache(reply);
      return { services: await listHomepageServices(app.db) };
    },
  );
};
