import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(healthEndpoints.live),
    handler: async () => ({ status: 'ok' }),
  });

  app.route({
    ...routeOf(healthEndpoints.ready),
    handler: async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ready' };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        return reply.status(503).send({ status: 'database unavailable' });
      }
    },
  });
};
