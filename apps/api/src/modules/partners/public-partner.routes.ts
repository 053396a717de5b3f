import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnersEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { catalogueAnswer } from '../services/public-cache';
import { getPublicPartner } from './public-partner.service';

/** Public: a partner's page by slug (no token). */
export const publicPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(partnersEndpoints.getPublic),
    handler: async (request, reply) => catalogueAnswer(app, request, reply, () => getPublicPartner(app.db, request.params.slug)),
  });
};
