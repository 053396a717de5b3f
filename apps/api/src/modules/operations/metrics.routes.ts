import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { metricsEndpoints, metricsTexts } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { forbidden } from '../../lib/errors';
import { metricsAccessAllowed } from './metrics-access';

/** GET /api/metrics: this instance's metrics in the Prometheus text format, for METRICS_TOKEN or loopback. */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(metricsEndpoints.metrics),
    handler: async (request, reply) => {
      if (!metricsAccessAllowed({ headers: request.headers, socketAddress: request.socket.remoteAddress }, app.config.metricsToken)) {
        throw forbidden(metricsTexts.refused);
      }
      const body = await app.metrics.registry.metrics();
      return reply.header('content-type', app.metrics.registry.contentType).header('cache-control', 'no-store').send(body);
    },
  });
};
