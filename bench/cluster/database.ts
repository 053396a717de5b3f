/**
 * The bench's database, seeded once and kept: PostgreSQL database `bench_cluster` (BENCH_DATABASE_NAME) on the
 * server of BENCH_DATABASE_URL, or an embedded PGlite data folder (BENCH_EMBEDDED=1). Seeded when it does not
 * hold the data set at its size (seed.ts), or when BENCH_RESEED=1: dropped, made again, migrated by the
 * product's own migrations, then filled. What the load needs (slugs, ids, accounts) is read here, before the
 * instances start: an embedded data folder belongs to one process at a time.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/api/src/db/client';
import { runMigrations } from '../../apps/api/src/db/migrate';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import type { Exec } from '../search/seed';
import { BENCH_PASSWORD, isSeeded, seedCluster, seededSizes, SIZES } from './seed';

export interface Fixtures {
  partnerSlugs: string[];
  storyIds: number[];
  blogSlugs: string[];
  /** Travellers to sign in, each with their trips (newest first). */
  travellers: { email: string; tripIds: number[] }[];
  partnerEmails: string[];
}

export interface BenchDatabase {
  /** DATABASE_URL for the instances, or null on the embedded database. */
  url: string | null;
  /** DATA_DIR holding the embedded database (null on PostgreSQL). */
  dataDir: string | null;
  fixtures: Fixtures;
}

const SIGNED_TRAVELLERS = 400;
const SIGNED_PARTNERS = 40;

export async function prepareDatabase(embedded: boolean, log: (msg: string) => void): Promise<BenchDatabase> {
  const reseed = process.env.BENCH_RESEED === '1';
  if (embedded) {
    const dataDir = process.env.BENCH_EMBEDDED_DIR ?? path.join(tmpdir(), 'mt-bench-cluster-embedded');
    if (reseed) rmSync(dataDir, { recursive: true, force: true });
    let fixtures = await withHandle(await openDatabase({ dataDir }), (h) => ensureSeeded(h, log));
    if (!fixtures) {
      log(`the embedded database in ${dataDir} does not hold the data set: made again`);
      rmSync(dataDir, { recursive: true, force: true });
      fixtures = await withHandle(await openDatabase({ dataDir }), (h) => ensureSeeded(h, log, true));
    }
    return { url: null, dataDir, fixtures: fixtures! };
  }
  const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = process.env.BENCH_DATABASE_NAME ?? 'bench_cluster';
  const url = new URL(server);
  url.pathname = `/${name}`;
  const exists = (await admin(server, `SELECT 1 FROM pg_database WHERE datname = '${name}'`)).rowCount === 1;
  let fixtures: Fixtures | null = null;
  if (exists && !reseed) fixtures = await withHandle(await openDatabase({ url: url.toString() }), (h) => ensureSeeded(h, log));
  if (!fixtures) {
    log(reseed ? `BENCH_RESEED=1: database ${name} made again` : `database ${name} does not hold the data set: made again`);
    await admin(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin(server, `CREATE DATABASE "${name}"`);
    fixtures = await withHandle(await openDatabase({ url: url.toString() }), (h) => ensureSeeded(h, log, true));
  }
  return { url: url.toString(), dataDir: null, fixtures: fixtures! };
}

async function withHandle<T>(handle: DatabaseHandle, fn: (h: DatabaseHandle) => Promise<T>): Promise<T> {
  try {
    return await fn(handle);
  } finally {
    await handle.close();
  }
}

/**
 * Migrates (the product's migrations, as an instance would at start), then reads the fixtures when the data
 * set is there. `fresh`: an empty database, seeded here. null: something else is there (another size, a
 * half-finished seed).
 */
async function ensureSeeded(handle: DatabaseHandle, log: (msg: string) => void, fresh = false): Promise<Fixtures | null> {
  await runMigrations(handle);
  const { exec, release } = await seedExec(handle);
  try {
    if (fresh) {
      const t0 = Date.now();
      await seedCluster(exec, await hashPassword(BENCH_PASSWORD), log);
      log(`seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    }
    const sizes = await seededSizes(exec);
    if (!isSeeded(sizes)) {
      if (fresh) throw new Error(`seeding left ${JSON.stringify(sizes)}, not ${JSON.stringify(SIZES)}`);
      return null;
    }
    if (!fresh) log(`database already seeded (${sizes.services} services, ${sizes.travellers} travellers, ${sizes.trips} trips, ${sizes.stories} stories)`);
    return await readFixtures(exec);
  } finally {
    release();
  }
}

type Rows<T> = { rows: T[] };

async function readFixtures(exec: Exec): Promise<Fixtures> {
  const partners = (await exec(`SELECT p.slug FROM partners p
      WHERE p.subscription_status IN ('active', 'trialing') AND EXISTS (SELECT 1 FROM services s WHERE s.partner_id = p.id AND s.listed)
      ORDER BY p.id`)) as Rows<{ slug: string }>;
  const stories = (await exec('SELECT id FROM stories ORDER BY id')) as Rows<{ id: number | string }>;
  const blog = (await exec(`SELECT slug FROM blog_posts WHERE status = 'published' ORDER BY id`)) as Rows<{ slug: string }>;
  // A different sample each run: per-user write limits (comments, messages) counted in Redis by an earlier
  // run do not fall on the same people.
  const travellers = (await exec(`SELECT u.email, array_agg(t.id ORDER BY t.id DESC) AS trip_ids
      FROM users u JOIN trips t ON t.traveller_id = u.id
      WHERE u.user_type = 'traveller' AND u.email LIKE 'bench.traveller.%'
      GROUP BY u.id ORDER BY random() LIMIT ${SIGNED_TRAVELLERS}`)) as Rows<{ email: string; trip_ids: (number | string)[] | string }>;
  const partnerUsers = (await exec(`SELECT u.email FROM users u JOIN partners p ON p.user_id = u.id
      WHERE p.subscription_status IN ('active', 'trialing') ORDER BY random() LIMIT ${SIGNED_PARTNERS}`)) as Rows<{ email: string }>;
  return {
    partnerSlugs: partners.rows.map((r) => r.slug),
    storyIds: stories.rows.map((r) => Number(r.id)),
    blogSlugs: blog.rows.map((r) => r.slug),
    travellers: travellers.rows.map((r) => ({ email: r.email, tripIds: idList(r.trip_ids) })),
    partnerEmails: partnerUsers.rows.map((r) => r.email),
  };
}

/** node-postgres parses bigint[] as strings; PGlite as numbers; either may hand back the '{1,2}' text. */
const idList = (v: (number | string)[] | string): number[] =>
  (typeof v === 'string' ? v.replace(/[{}]/g, '').split(',').filter(Boolean) : v).map(Number);

/** Statements one after another on one connection (the seed's temp tables), without the app's statement timeout. */
async function seedExec(handle: DatabaseHandle): Promise<{ exec: Exec; release: () => void }> {
  const client = (handle.db as unknown as { $client: { query(s: string): Promise<unknown> } }).$client;
  if (handle.driver === 'pglite') return { exec: (s) => client.query(s), release: () => undefined };
  const conn = await (client as unknown as pg.Pool).connect();
  await conn.query('SET statement_timeout = 0');
  await conn.query("SET maintenance_work_mem = '256MB'");
  return { exec: (s) => conn.query(s), release: () => conn.release() };
}

/**
 * VACUUM (ANALYZE) of the bench's database, before each setup is measured; answers the server's `autovacuum`
 * setting. Each run's likes, messages and requests leave dead row versions that a production server's autovacuum
 * clears in the background; on a server where it is off (this machine's, set for the tests), they would pile up
 * run after run and each setup would be measured on a more bloated database than the one before.
 */
export async function vacuumDatabase(databaseUrl: string): Promise<string> {
  await admin(databaseUrl, 'VACUUM (ANALYZE)');
  return String((await admin(databaseUrl, 'SHOW autovacuum')).rows[0]?.autovacuum);
}

async function admin(serverUrl: string, statement: string): Promise<pg.QueryResult> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await c.query(statement);
  } finally {
    await c.end();
  }
}
