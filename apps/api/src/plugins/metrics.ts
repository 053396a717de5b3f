import fp from 'fastify-plugin';
import { Histogram } from 'prom-client';
import { poolStatsReader, watchEmbeddedQueueWaits } from '../db/pool-stats';
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

/** From a free connection (well under a millisecond) to a queue of seconds behind a slow page on PGlite. */
const QUEUE_WAIT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

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
    // The embedded database's one queue (issue 23): how long each query waited for the connection. Only on
    // PGlite; PostgreSQL's pools show their waits as db_pool_waiting.
    let unwatch: (() => void) | null = null;
    if (app.database.driver === 'pglite') {
      const queueWait = new Histogram({
        name: 'db_queue_wait_seconds',
        help: "Time a query waited for the embedded database's one connection, by pool.",
        labelNames: ['pool'],
        buckets: QUEUE_WAIT_BUCKETS,
        registers: [metrics.registry],
      });
      unwatch = watchEmbeddedQueueWaits(app.database, (seconds) => queueWait.observe({ pool: 'embedded' }, seconds));
    }
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      // reply.elapsedTime: Fastify's own measure from the request's arrival, in milliseconds.
      metrics.observeRequest({ method: request.method, route, statusCode: reply.statusCode }, reply.elapsedTime / 1000);
    });
    app.addHook('onClose', async () => {
      unwatch?.();
      metrics.close();
    });
  },
  { name: 'metrics', dependencies: ['context'] },
);
