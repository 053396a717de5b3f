import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data dir (tarball): each test file clones it instead of migrating (4-7 s). */
    pgliteTemplatePath: string;
  }
}

export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB_DRIVER === 'pg') {
    // Each file creates its own database on this server; fail once, clearly, if it cannot be reached.
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB_DRIVER=pg needs TEST_DATABASE_URL (postgres://user@host:5432/db)');
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    await client.connect();
    await client.end();
    project.provide('pgliteTemplatePath', '');
    return;
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(handle);
  const blob = await dumpPglite(handle);
  await handle.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'mt-api-template-'));
  const file = path.join(dir, 'pgdata.tar');
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
