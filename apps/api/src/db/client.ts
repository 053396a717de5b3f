import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { isConnectionLost } from '../lib/errors';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { pairGenericPlanSession } from './named-query';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: services and repositories never know which engine runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DatabaseHandle {
  db: Db;
  driver: 'pglite' | 'pg';
  close(): Promise<void>;
  /** Raw SQL for health checks and advisory locks. */
  ping(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string | null;
  /** PGlite data directory; 'memory://' for an in-memory database. */
  dataDir?: string;
  /** A PGlite data dir tarball to start from (tests clone a migrated template). */
  loadDataDir?: Blob;
  /** PostgreSQL only: the most connections each of the two pools opens (DATABASE_POOL_SIZE). */
  poolSize?: number;
}

/**
 * Connections per pool unless DATABASE_POOL_SIZE says otherwise; an instance has two pools, plus the cache bus's
 * listening connection and the job locks' (db/job-lock.ts). More connections than the database has cores do not
 * run more at once: each statement then wakes a backend that sat idle, and under bench:cluster's mix PostgreSQL
 * and the instances spent more CPU per request with 10 per pool than with 4, most with two instances (decision 0064).
 */
export const DEFAULT_POOL_SIZE = 4;

/**
 * Session settings of the main pool. Prepared statements (db/named-query.ts) are planned for the values
 * of each run: PostgreSQL would otherwise adopt a generic plan after five runs when its estimate looks no
 * dearer, and for search that estimate is blind (a generic plan of the newest-first search read every
 * match of a common word: 3 searches/s instead of 2,500 at 1,000,000 services). Preparing still saves
 * parsing each run. Unprepared queries are planned per run anyway.
 */
export const POOL_SESSION_OPTIONS = '-c plan_cache_mode=force_custom_plan';
/**
 * Session settings of the second pool, for prepared statements whose best plan does not depend on their
 * values (preparedStatement's `planOnce`): each is planned once per connection and that plan reused.
 * Planning a search statement costs PostgreSQL more than running it for a rare word
 * (docs/decisions/0002-service-search.md). PostgreSQL has no per-statement switch, hence two pools.
 */
export const GENERIC_PLAN_SESSION_OPTIONS = '-c plan_cache_mode=force_generic_plan';

/** A statement that only reads: running it again changes nothing (no write, lock, sequence or setting). */
export function isReadOnlyStatement(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const head = text.replace(/^[\s(]+/, '');
  if (!/^(select|with|values|table|show)\b/i.test(head)) return false;
  return !/\b(insert\s+into|update\s|delete\s+from|merge\s+into|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share|nextval|setval|set_config|pg_(try_)?advisory\w*|pg_notify)\b/i.test(head);
}

/**
 * A read whose connection died under it (pg_terminate_backend, a restart or failover, a dropped socket) runs
 * once more on a fresh connection: the pool has dropped the dead one. Only single statements outside a
 * transaction pass here (drizzle runs those through pool.query; a transaction holds its own client and fails
 * with 503 instead), and only reads, so nothing runs twice. Decision 0033.
 */
function retryLostReads(pool: pg.Pool): void {
  const original = pool.query as (...args: unknown[]) => unknown;
  const query = (config: unknown, values?: unknown) => original.call(pool, config, values) as Promise<unknown>;
  const retrying = (config: unknown, values?: unknown, callback?: unknown): unknown => {
    if (typeof values === 'function' || typeof callback === 'function') return original.call(pool, config, values, callback);
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    if (!isReadOnlyStatement(text)) return query(config, values);
    return query(config, values).catch((err: unknown) => (isConnectionLost(err) ? query(config, values) : Promise.reject(err)));
  };
  pool.query = retrying as typeof pool.query;
}

export async function openDatabase(opts: DatabaseOptions): Promise<DatabaseHandle> {
  if (opts.url) {
    const url = opts.url;
    const poolSize = opts.poolSize ?? DEFAULT_POOL_SIZE;
    const openPool = (options: string) => {
      const pool = new pg.Pool({
        connectionString: url,
        max: poolSize,
        // Without these, an overloaded database hangs requests instead of failing them with 503.
        connectionTimeoutMillis: 5_000,
        statement_timeout: 15_000,
        idleTimeoutMillis: 30_000,
        options,
      });
      // An idle connection the server ends (restart, failover, DROP DATABASE ... FORCE) makes the pool emit
      // 'error'; without a listener that would crash the process. The pool replaces the connection itself.
      pool.on('error', (err) => console.warn(`database: idle connection closed by the server (${(err as { code?: string }).code ?? err.message})`));
      retryLostReads(pool);
      return pool;
    };
    const pool = openPool(POOL_SESSION_OPTIONS);
    const genericPool = openPool(GENERIC_PLAN_SESSION_OPTIONS);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    pairGenericPlanSession(db, drizzlePg(genericPool, { schema }) as unknown as Db);
    return {
      db,
      driver: 'pg',
      close: async () => {
        await Promise.all([pool.end(), genericPool.end()]);
      },
      ping: async () => {
        await pool.query('select 1');
      },
    };
  }
  let dir = opts.dataDir ?? 'memory://';
  let lock: DataDirLock | null = null;
  if (!dir.startsWith('memory://')) {
    // Before anything touches the files: a second process on the same DATA_DIR would corrupt them.
    lock = acquireDataDirLock(dir);
    dir = path.resolve(dir, 'pgdata');
    mkdirSync(dir, { recursive: true });
  }
  let client: PGlite;
  try {
    client = new PGlite(dir, { extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
    await client.waitReady;
  } catch (err) {
    lock?.release();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
    ping: async () => {
      await client.query('select 1');
    },
  };
}

/** Used by test helpers to snapshot a migrated PGlite database. */
export async function dumpPglite(handle: DatabaseHandle): Promise<Blob> {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}
