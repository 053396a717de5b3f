import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { DatabaseHandle } from '../db/client';

/** Runs `work` only if no other runner (here or in another instance) holds the job's lock. */
export interface JobLock {
  tryRun<T>(lockId: number, work: () => Promise<T>): Promise<{ ran: true; result: T } | { ran: false }>;
}

/**
 * PostgreSQL: a session-level advisory lock on a dedicated pool connection, so the job's own
 * transactions use other connections and every API instance sees the lock.
 *
 * The lock keeps two runs from overlapping; it cannot keep a run from following another that just ended
 * (two instances ticking a moment apart). Every job is therefore written to find nothing left to do after a
 * run: each row is re-checked under its row lock in its own transaction (reveal, envelope, balance reminder),
 * outbox rows are claimed with SKIP LOCKED and a lease (mail), and the price-range sync compares before it
 * writes. docs/decisions/0044-several-instances.md.
 */
class PgAdvisoryJobLock implements JobLock {
  constructor(private readonly pool: Pool) {}

  async tryRun<T>(lockId: number, work: () => Promise<T>) {
    const client = await this.pool.connect();
    // A connection whose unlock failed still holds the lock: returned to the pool, it would keep the job from
    // ever running again on any instance (until the connection closes). Destroyed instead, which frees it.
    let holdsLock = false;
    try {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [lockId]);
      if (!rows[0]?.locked) return { ran: false as const };
      holdsLock = true;
      try {
        return { ran: true as const, result: await work() };
      } finally {
        const { rows: unlocked } = await client.query<{ unlocked: boolean }>('select pg_advisory_unlock($1) as unlocked', [lockId]).catch(() => ({ rows: [] }));
        holdsLock = unlocked[0]?.unlocked !== true;
      }
    } finally {
      client.release(holdsLock);
    }
  }
}

/**
 * PGlite is one connection owned by this process: advisory locks are re-entrant within a session, so
 * they cannot keep two runners of this process apart. An in-process set does that, and no other
 * process can open the same data directory. The SQL lock is still taken, so the code path matches.
 */
class PgliteJobLock implements JobLock {
  private readonly held = new Set<number>();
  constructor(private readonly handle: DatabaseHandle) {}

  async tryRun<T>(lockId: number, work: () => Promise<T>) {
    if (this.held.has(lockId)) return { ran: false as const };
    this.held.add(lockId);
    try {
      await this.handle.db.execute(sql`select pg_try_advisory_lock(${lockId})`);
      try {
        return { ran: true as const, result: await work() };
      } finally {
        await this.handle.db.execute(sql`select pg_advisory_unlock(${lockId})`).catch(() => undefined);
      }
    } finally {
      this.held.delete(lockId);
    }
  }
}

export function createJobLock(handle: DatabaseHandle): JobLock {
  if (handle.driver === 'pg') return new PgAdvisoryJobLock((handle.db as unknown as { $client: Pool }).$client);
  return new PgliteJobLock(handle);
}
