import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client';

/** Runs `work` only if no other runner (here or in another instance) holds the job's lock. */
export interface JobLock {
  tryRun<T>(lockId: number, work: () => Promise<T>): Promise<{ ran: true; result: T } | { ran: false }>;
  /** Ends what the lock holds open (the app's onClose, after the scheduler has stopped). */
  close(): Promise<void>;
}

/**
 * PostgreSQL: session-level advisory locks, all on one connection of the lock's own, outside the pools. A lock
 * held on a pooled connection kept that connection from the job's own statements: with DATABASE_POOL_SIZE at 4,
 * four jobs running at once would have held the whole pool and each waited for a connection, until the pool's
 * 5-second timeout failed them and the requests queued behind. In one session a second lock on the same id
 * succeeds, so a set keeps this instance's runs of one job apart, as for PGlite.
 *
 * The lock keeps two runs from overlapping; it cannot keep a run from following another that just ended
 * (two instances ticking a moment apart). Every job is therefore written to find nothing left to do after a
 * run: each row is re-checked under its row lock in its own transaction (reveal, envelope, balance reminder),
 * outbox rows are claimed with SKIP LOCKED and a lease (mail), and the price-range sync compares before it
 * writes. The same holds if the session drops while a job runs (its locks go with it, and another instance
 * may start the job). docs/decisions/0044-several-instances.md, 0064.
 */
class PgAdvisoryJobLock implements JobLock {
  private session: Promise<pg.Client> | null = null;
  private readonly held = new Set<number>();
  private closed = false;

  constructor(private readonly settings: pg.ClientConfig) {}

  async tryRun<T>(lockId: number, work: () => Promise<T>) {
    if (this.closed || this.held.has(lockId)) return { ran: false as const };
    this.held.add(lockId);
    try {
      const client = await this.locked(lockId);
      if (!client) return { ran: false as const };
      try {
        return { ran: true as const, result: await work() };
      } finally {
        const unlocked = await client.query<{ unlocked: boolean }>('select pg_advisory_unlock($1) as unlocked', [lockId]).then(
          ({ rows: [row] }) => row?.unlocked === true,
          () => false,
        );
        // A session whose unlock failed may still hold the lock, which would keep the job from ever running again
        // on any instance: ended instead, which frees it, and the next run opens another.
        if (!unlocked) await this.drop(client);
      }
    } finally {
      this.held.delete(lockId);
    }
  }

  /**
   * The session, once it holds the lock; null if another session holds it. A session the server ended between runs
   * is found dead here when its termination arrives after the lock's statement was sent, before the 'error' event
   * that would have replaced it: nothing has run yet, so it is ended (freeing any lock it took) and the statement
   * is sent once more, on a new session.
   */
  private async locked(lockId: number): Promise<pg.Client | null> {
    for (let attempt = 1; ; attempt++) {
      const client = await this.connected();
      try {
        const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [lockId]);
        return rows[0]?.locked ? client : null;
      } catch (err) {
        await this.drop(client);
        if (attempt === 2) throw err;
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const session = this.session;
    this.session = null;
    const client = await session?.catch(() => null);
    if (client) await client.end().catch(() => undefined);
  }

  private connected(): Promise<pg.Client> {
    this.session ??= (async () => {
      const client = new pg.Client(this.settings);
      // A session the server ends (restart, failover) emits 'error': forgotten, and the next run connects again.
      client.on('error', () => void this.drop(client));
      await client.connect();
      return client;
    })().catch((err: unknown) => {
      this.session = null;
      throw err;
    });
    return this.session;
  }

  private async drop(client: pg.Client): Promise<void> {
    const current = await this.session?.catch(() => null);
    if (current === client) this.session = null;
    await client.end().catch(() => undefined);
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

  async close(): Promise<void> {}
}

export function createJobLock(handle: DatabaseHandle): JobLock {
  if (handle.driver === 'pg') {
    // The pool's own settings (server, credentials, session options), for a connection it does not count.
    const { connectionString, options, connectionTimeoutMillis } = (handle.db as unknown as { $client: pg.Pool }).$client.options;
    return new PgAdvisoryJobLock({ connectionString, options, connectionTimeoutMillis, keepAlive: true });
  }
  return new PgliteJobLock(handle);
}
