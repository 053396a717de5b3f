import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthEndpoints } from '@mt/shared';
import { pingRedis } from '../../lib/redis';
import { isDraining } from '../../lib/graceful-shutdown';
import { routeOf } from '../../lib/endpoint-route';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(healthEndpoints.live),
    handler: async () => ({ status: 'ok' }),
  });

  app.route({
    ...routeOf(healthEndpoints.ready),
    handler: async (request, reply) => {
      const [database, redis] = await Promise.all([
        app.database.ping().then(
          () => 'ok' as const,
          (err: unknown) => {
            request.log.warn({ err }, 'readiness check failed: database');
            return 'unavailable' as const;
          },
        ),
        app.redis ? pingRedis(app.redis).then((ok) => (ok ? ('ok' as const) : ('unreachable' as const))) : undefined,
      ]);
      const checks: { database: typeof database; redis?: typeof redis } = redis ? { database, redis } : { database };
      // Without the database the instance cannot serve: 503 takes it out of the load balancer. Without Redis it
      // serves with per-instance rate limits: 200, degraded (decision 0033).
      if (database !== 'ok') return reply.status(503).send({ status: 'database unavailable', checks });
      // Draining after SIGTERM (lib/graceful-shutdown.ts): out of the load balancer, while in-flight requests finish.
      if (isDraining(app.server)) return reply.status(503).send({ status: 'shutting down', checks });
      return { status: redis === 'unreachable' ? ('degraded' as const) : ('ready' as const), checks };
    },
  });
};
