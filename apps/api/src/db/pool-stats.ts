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
  const count: QueueCount = { pending: 0, running: 0 };
  const target = client as unknown as { _runExclusiveTransaction?<T>(fn: () => Promise<T>): Promise<T> };
  // A PGlite without it (a future version): no embedded pool series, rather than a server that cannot start.
  if (typeof target._runExclusiveTransaction !== 'function') return null;
  const original = target._runExclusiveTransaction.bind(client);
  target._runExclusiveTransaction = async <T>(fn: () => Promise<T>): Promise<T> => {
    count.pending++;
    try {
      return await original(async () => {
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
