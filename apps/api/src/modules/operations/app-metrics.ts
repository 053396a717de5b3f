import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../../db/pool-stats';
import type { WebhookOutcome } from '../billing/webhook-outcome';

/** What a scheduled job's turn came to: it ran, another runner held its lock, or it threw. */
export type JobOutcome = 'ran' | 'skipped' | 'failed';


/** Read at scrape time; a source that fails is logged and its series left out (pools) or NaN (outbox) in that scrape. */
export interface MetricSources {
  poolStats(): PoolStats[];
  outboxBacklog(): Promise<{ unsent: number; oldestSeconds: number }>;
  onSourceError(source: string, err: unknown): void;
}

export interface AppMetrics {
  readonly registry: Registry;
  observeRequest(labels: { method: string; route: string; statusCode: number }, seconds: number): void;
  jobOutcome(job: string, outcome: JobOutcome): void;
  webhookOutcome(provider: string, outcome: WebhookOutcome): void;
  /** Stops the event-loop monitor (the app closes). */
  close(): void;
}

/**
 * Buckets in seconds: most API answers are a few milliseconds, the slow tail (search, pages on PGlite under
 * load) is hundreds of milliseconds to seconds.
 */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The metrics of one app instance, in a registry of its own (not prom-client's global one), so tests that
 * build several apps in one process never share or clash over a series.
 */
export function createAppMetrics(sources: MetricSources): AppMetrics {
  const registry = new Registry();
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response, by route pattern (not the raw URL) and status.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers,
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by pool and state (in_use, idle). PGlite: one connection, the embedded pool.',
    labelNames: ['pool', 'state'],
    registers,
    collect() {
      this.reset();
      try {
        for (const p of sources.poolStats()) {
          this.set({ pool: p.pool, state: 'in_use' }, p.inUse);
          this.set({ pool: p.pool, state: 'idle' }, p.idle);
        }
      } catch (err) {
        sources.onSourceError('db_pool_connections', err);
      }
    },
  });

  new Gauge({
    name: 'db_pool_waiting',
    help: 'Queries waiting for a database connection (PGlite: waiting in its one queue).',
    labelNames: ['pool'],
    registers,
    collect() {
      this.reset();
      try {
        for (const p of sources.poolStats()) this.set({ pool: p.pool }, p.waiting);
      } catch (err) {
        sources.onSourceError('db_pool_waiting', err);
      }
    },
  });

  // Per instance and stopped on close, unlike prom-client's default metrics, whose monitor runs for good.
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  const lagGauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        // An empty window (no sample yet) reads as NaN or a huge minimum: say 0 rather than nonsense.
        const value = loopDelay.count > 0 ? read() / 1e9 : 0;
        this.set(Number.isFinite(value) ? value : 0);
      },
    });
  lagGauge('nodejs_eventloop_lag_p50_seconds', 'Event-loop delay, median since the previous scrape.', () => loopDelay.percentile(50));
  lagGauge('nodejs_eventloop_lag_p99_seconds', 'Event-loop delay, 99th percentile since the previous scrape.', () => loopDelay.percentile(99));
  new Gauge({
    name: 'nodejs_eventloop_lag_max_seconds',
    help: 'Event-loop delay, the longest since the previous scrape.',
    registers,
    collect() {
      this.set(loopDelay.count > 0 ? loopDelay.max / 1e9 : 0);
      // The last of the three read: each scrape shows the window since the one before.
      loopDelay.reset();
    },
  });

  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Scheduled job turns by job and outcome: ran, skipped (another runner held its lock), failed.',
    labelNames: ['job', 'outcome'],
    registers,
  });

  const webhooks = new Counter({
    name: 'payment_webhooks_total',
    help: 'Payment provider webhooks by outcome: applied, duplicate, ignored, invalid_signature, malformed, not_configured, error.',
    labelNames: ['provider', 'outcome'],
    registers,
  });

  // The registry collects every metric at once (Promise.all): both outbox gauges share one read per scrape.
  let backlogRead: Promise<{ unsent: number; oldestSeconds: number } | null> | null = null;
  const readBacklog = () =>
    (backlogRead ??= sources
      .outboxBacklog()
      .catch((err: unknown) => {
        sources.onSourceError('mail_outbox', err);
        return null;
      })
      .finally(() => {
        backlogRead = null;
      }));
  new Gauge({
    name: 'mail_outbox_unsent',
    help: 'E-mails in the outbox not sent yet (without SMTP_URL nothing is sent: the outbox is the mailbox).',
    registers,
    async collect() {
      // NaN, not 0, when the database did not answer: an empty outbox and an unknown one are not the same.
      const backlog = await readBacklog();
      this.set(backlog ? backlog.unsent : NaN);
    },
  });
  new Gauge({
    name: 'mail_outbox_oldest_unsent_seconds',
    help: 'How long the oldest unsent e-mail has waited (0 when none waits).',
    registers,
    async collect() {
      const backlog = await readBacklog();
      this.set(backlog ? backlog.oldestSeconds : NaN);
    },
  });

  return {
    registry,
    observeRequest: ({ method, route, statusCode }, seconds) => requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds),
    jobOutcome: (job, outcome) => jobRuns.inc({ job, outcome }),
    webhookOutcome: (provider, outcome) => webhooks.inc({ provider, outcome }),
    close: () => loopDelay.disable(),
  };
}
