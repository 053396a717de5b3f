import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Arbitrary constant: all instances agree on it, so only one migrates at a time. */
const MIGRATION_LOCK_ID = 727_001;

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'pglite') {
    // PGlite is owned by this process alone: no other instance can race us.
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const pool = (handle.db as unknown as { $client: Pool }).$client;
  const lockClient = await pool.connect();
  try {
    // Instances starting together wait here for the first to finish, then find nothing left to apply. The
    // pool's statement timeout would end the wait after 15 s and fail a start that only had to wait.
    await lockClient.query('set statement_timeout = 0');
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    // Closed, not returned to the pool: that ends its session, its setting and its lock even if unlocking failed.
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release(true);
  }
  await handle.db.execute(sql`select 1`);
}
