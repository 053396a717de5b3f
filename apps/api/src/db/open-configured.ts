import type { AppConfig } from '../config';
import { openDatabase, type DatabaseHandle } from './client';
import { runMigrations } from './migrate';

/** The database the config names (PostgreSQL URL or PGlite in DATA_DIR), migrated and ready. */
export async function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
  try {
    await runMigrations(handle);
  } catch (err) {
    await handle.close().catch(() => undefined);
    throw err;
  }
  return handle;
}
