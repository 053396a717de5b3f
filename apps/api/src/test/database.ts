import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { adminQuery, cleanName, databaseOf, databaseUrl } from './postgres-admin';

export type TestDriver = 'pglite' | 'pg';
export const testDriver: TestDriver = process.env.TEST_DB_DRIVER === 'pg' ? 'pg' : 'pglite';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** postgres:// URL of this database (pg driver only), e.g. for a CLI under test. */
  url: string | null;
  /** Closes the handle and, on PostgreSQL, drops the database. Safe to call twice. */
  dispose(): Promise<void>;
}

const open = new Set<TestDatabase>();
let template: Blob | null = null;

/** A new, migrated database that no other test file sees. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const db = testDriver === 'pg' ? await createPostgresDatabase() : await clonePglite();
  open.add(db);
  return db;
}

async function clonePglite(): Promise<TestDatabase> {
  if (!template) {
    const file = inject('pgliteTemplatePath');
    if (!file) throw new Error('No PGlite template: run the tests through apps/api/vitest.config.ts');
    template = new Blob([readFileSync(file)]);
  }
  const handle = await openDatabase({ loadDataDir: template });
  return { handle, url: null, dispose: once(() => handle.close().catch(() => undefined)) };
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_DRIVER=pg needs TEST_DATABASE_URL');
  const template = inject('pgTemplateDatabase');
  if (!template) throw new Error('No PostgreSQL template: run the tests through the root vitest.config.ts');
  const name = databaseName(serverUrl);
  // A copy of the migrated template: the same schema as runMigrations gives, without replaying every migration.
  await adminQuery(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const url = databaseUrl(serverUrl, name);
  const handle = await openDatabase({ url });
  const dispose = once(async () => {
    await handle.close().catch(() => undefined);
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
  return { handle, url, dispose };
}

/** <server database>_<test file>_<random>: readable in pg_stat_activity, unique across parallel files. */
function databaseName(serverUrl: string): string {
  const testPath = expect.getState().testPath ?? 'api';
  const file = path.basename(testPath).replace(/\.test\.ts$/, '');
  return `${cleanName(databaseOf(serverUrl))}_${cleanName(file)}`.slice(0, 50) + `_${randomBytes(5).toString('hex')}`;
}

function once(fn: () => Promise<unknown>): () => Promise<void> {
  let done: Promise<void> | null = null;
  return () => (done ??= fn().then(() => undefined));
}

let fileDatabase: Promise<TestDatabase> | null = null;

/** The database shared by the tests of one file (modules are isolated per file, so this is per file). */
export function getFileDatabase(): Promise<TestDatabase> {
  fileDatabase ??= createTestDatabase();
  return fileDatabase;
}

/** Called after each file by setup.ts: nothing outlives its file. */
export async function disposeTestDatabases(): Promise<void> {
  const all = [...open];
  open.clear();
  fileDatabase = null;
  await Promise.all(all.map((d) => d.dispose()));
}
