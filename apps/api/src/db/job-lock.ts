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
 */
class PgAdvisoryJobLock implements JobLock {
  constructor(private readonly pool: Pool) {}

  async tryRun<T>(lockId: number, work: () => Promise<T>) {
    const client = await this.pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [lockId]);
      if (!rows[0]?.locked) return { ran: false as const };
      try {
        return { ran: true as const, result: await work() };
      } finally {
        await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
      }
    } finally {
      client.release();
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
