import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type { DatabaseHandle, Db } from './client';
import { genericPlanSessionOf } from './named-query';

/** One pool's connections at this moment: in use, idle, and callers waiting for one. */
export interface PoolStats {
  pool: string;
  inUse: number;
  idle: number;
  waiting: number;
}

interface QueueCount {
  pending: number;
  running: number;
  /** Told how long each turn waited for the connection, in seconds (metrics: db_queue_wait_seconds). */
  waitListeners: Set<(seconds: number) => void>;
}

/** One count per PGlite client, however many apps (tests) read it. */
const pgliteQueues = new WeakMap<PGlite, QueueCount>();

/**
 * PGlite is one connection: every query, exec and transaction of the client takes its transaction mutex
 * (`_runExclusiveTransaction`) in turn, so that mutex is the embedded database's queue. Wrapping it on the
 * instance counts who holds it and who waits, without changing how it orders anything.
 */
function pgliteQueue(client: PGlite): QueueCount | null {
  const known = pgliteQueues.get(client);
  if (known) return known;
  const count: QueueCount = { pending: 0, running: 0, waitListeners: new Set() };
  const target = client as unknown as { _runExclusiveTransaction?<T>(fn: () => Promise<T>): Promise<T> };
  // A PGlite without it (a future version): no embedded pool series, rather than a server that cannot start.
  if (typeof target._runExclusiveTransaction !== 'function') return null;
  const original = target._runExclusiveTransaction.bind(client);
  target._runExclusiveTransaction = async <T>(fn: () => Promise<T>): Promise<T> => {
    count.pending++;
    // Timed only while someone listens (an app with metrics): otherwise the queue costs what it did.
    const watched = count.waitListeners.size > 0;
    const queuedAt = watched ? performance.now() : 0;
    try {
      return await original(async () => {
        if (watched) {
          const seconds = (performance.now() - queuedAt) / 1000;
          for (const listener of count.waitListeners) listener(seconds);
        }
        count.running++;
        try {
          return await fn();
        } finally {
          count.running--;
        }
      });
    } finally {
      count.pending--;
    }
  };
  pgliteQueues.set(client, count);
  return count;
}

const clientOf = <T>(db: Db): T => (db as unknown as { $client: T }).$client;

const pgStats = (pool: string, p: Pool): PoolStats => ({ pool, inUse: p.totalCount - p.idleCount, idle: p.idleCount, waiting: p.waitingCount });

/**
 * A reader of the database's pools for metrics, read at scrape time. PostgreSQL: node-postgres' own counts
 * of the main pool and of the pool of generic plans (db/named-query.ts). PGlite: its one connection and
 * the queue in front of it.
 */
export function poolStatsReader(handle: DatabaseHandle): () => PoolStats[] {
  if (handle.driver === 'pg') {
    const main = clientOf<Pool>(handle.db);
    const generic = genericPlanSessionOf(handle.db);
    const genericPool = generic === handle.db ? null : clientOf<Pool>(generic as Db);
    return () => [pgStats('main', main), ...(genericPool ? [pgStats('generic', genericPool)] : [])];
  }
  const queue = pgliteQueue(clientOf<PGlite>(handle.db));
  if (!queue) return () => [];
  return () => [{ pool: 'embedded', inUse: queue.running, idle: 1 - queue.running, waiting: queue.pending - queue.running }];
}

/**
 * How long each query, exec or transaction waits in the embedded database's queue before it has the one
 * connection: `listener` is told every wait, in seconds, until the returned function is called. null on
 * PostgreSQL (its pools' waits are db_pool_waiting) or a PGlite without the queue to wrap.
 */
export function watchEmbeddedQueueWaits(handle: DatabaseHandle, listener: (seconds: number) => void): (() => void) | null {
  if (handle.driver !== 'pglite') return null;
  const queue = pgliteQueue(clientOf<PGlite>(handle.db));
  if (!queue) return null;
  queue.waitListeners.add(listener);
  return () => void queue.waitListeners.delete(listener);
}
