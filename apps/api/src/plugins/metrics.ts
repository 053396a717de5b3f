import fp from 'fastify-plugin';
import { poolStatsReader } from '../db/pool-stats';
import { mailBacklog } from '../modules/mail/mail.service';
import { createAppMetrics, type AppMetrics } from '../modules/operations/app-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's Prometheus metrics (GET /api/metrics); modules count their outcomes here. */
    metrics: AppMetrics;
  }
}

/** Requests that matched no route share one label: raw URLs would make a series per probe of a scanner. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Registered right after the context: its onResponse hook times every request of every route, and the
 * gauges read the database's pools and the mail outbox when scraped.
 */
export default fp(
  async (app) => {
    const metrics = createAppMetrics({
      poolStats: poolStatsReader(app.database),
      outboxBacklog: () => mailBacklog(app.db),
      onSourceError: (source, err) => app.log.warn({ err, source }, 'metrics: a source could not be read for this scrape'),
    });
    app.decorate('metrics', metrics);
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      // reply.elapsedTime: Fastify's own measure from the request's arrival, in milliseconds.
      metrics.observeRequest({ method: request.method, route, statusCode: reply.statusCode }, reply.elapsedTime / 1000);
    });
    app.addHook('onClose', async () => metrics.close());
  },
  { name: 'metrics', dependencies: ['context'] },
);
