import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, publicPartnerParamsSchema, publicPartnerResponseSchema } from '@mt/shared';
import { setPublicCache } from '../services/public-cache';
import { getPublicPartner } from './public-partner.service';

/** Public: a partner's page by slug (no token). */
export const publicPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/partners/:slug',
    {
      schema: {
        tags: ['partners'],
        summary: 'A partner’s public profile and active services, prices in USD',
        params: publicPartnerParamsSchema,
        response: { 200: publicPartnerResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const body = await getPublicPartner(app.db, request.params.slug);
      setPublicCache(reply);
      return body;
    },
  );
};
