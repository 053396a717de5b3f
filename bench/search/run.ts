/**
 * npm run bench:search: seeds 100,000 then 1,000,000 services and measures GET /api/services/search
 * for six kinds of query against the same SQL run straight through the driver, and against the same SQL
 * behind a bare node:http server under the same autocannon (the HTTP floor, bare-http.ts).
 * PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, in a database of its own that is
 * dropped at the end (or kept and reused under the name BENCH_DATABASE_NAME); PGlite otherwise.
 * BENCH_SIZES (e.g. "100000"), BENCH_SECONDS (per run) and BENCH_ROUNDS override defaults. Each side is
 * warmed up, then measured in rounds taken in turn and reported as medians (measure.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { GENERIC_PLAN_SESSION_OPTIONS, openDatabase, POOL_SESSION_OPTIONS, type DatabaseHandle } from '../../apps/api/src/db/client';
import { genericPlanSessionOf } from '../../apps/api/src/db/named-query';
import { runMigrations } from '../../apps/api/src/db/migrate';
import { startBareHttp } from './bare-http';
import { measureEndpoint, measureInTurn, measureRaw, WARM_UP_SECONDS, type Figures } from './measure';
import { probeMachine, type MachineProbe } from './probe';
import { rareWordOf, seedPartners, seedServices, type Exec } from './seed';

const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || null;
const sizes = (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
/** Each side is measured in ROUNDS runs of `seconds`, taken in turn (measure.ts). */
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 20;
const PARTNERS = 2000;
const CHUNK = 100_000;

const COMMON_WORD = 'safari';
/**
 * Length, capacity and season together, as a visitor planning a trip picks them: 8-14 days, 6-10 people,
 * from 90 days ahead (about 4 % of the seed's services: seed.ts serviceFacts). Browsing (the discovery
 * page without text) and with the common word.
 */
const TRIP_FILTERS = `duration=8-14&groupSize=6-10&availableFrom=${new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10)}`;
const KINDS: { kind: string; query: string }[] = [
  { kind: 'rare word', query: `search=${rareWordOf(12_345)}` },
  { kind: 'two words + filters', query: 'search=okavango%20lodge&serviceType=accommodation&priceRange=100-500' },
  { kind: 'common word (> half)', query: `search=${COMMON_WORD}` },
  { kind: 'misspelt word', query: 'search=serengtti' },
  { kind: 'length + capacity + season', query: TRIP_FILTERS },
  { kind: 'common word + length + capacity + season', query: `search=${COMMON_WORD}&${TRIP_FILTERS}` },
];

interface Row {
  size: number;
  kind: string;
  total: number;
  /** Statements one request runs, replayed by the driver loop and the bare HTTP server. */
  statements: number;
  endpoint: Figures;
  raw: Figures;
  /** The same statements behind a bare node:http server, under the same autocannon (bare-http.ts). */
  bare: Figures;
}

type QueryArgs = unknown[];
interface Target {
  query: (...args: QueryArgs) => Promise<unknown>;
}

async function main() {
  const started = Date.now();
  const db = await openBenchDatabase();
  const rows: Row[] = [];
  const probes: ({ size: number } & MachineProbe)[] = [];
  try {
    const { exec, release } = seedExec(db.handle);
    await runMigrations(db.handle);
    // A kept database (BENCH_DATABASE_NAME) is topped up, not seeded again.
    let seeded = await countServices(exec);
    if (seeded === 0) await seedPartners(exec, PARTNERS);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mt-bench-'));
    // Each run asks one address again and again: a guest's kept answer (plugins/public-answers.ts) would measure
    // the cache, not the search every new query of a real catalogue makes.
    const config = { ...loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: randomBytes(32).toString('hex') }), publicAnswersTtlMs: 0 };
    const app = await buildApp({ config, database: db.handle, serveWeb: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/services/search?`;
    const recorder = recordQueries(db.targets);
    const bareHttp = await startBareHttp();
    try {
      for (const size of sizes) {
        if (seeded > size) {
          log(`skipping ${size.toLocaleString('en')}: the kept database already holds ${seeded.toLocaleString('en')} services`);
          continue;
        }
        const t0 = Date.now();
        if (seeded < size) {
          await withoutSearchIndexes(exec, async () => {
            for (let from = seeded + 1; from <= size; from += CHUNK) await seedServices(exec, from, Math.min(size, from + CHUNK - 1), PARTNERS);
          });
          await exec('VACUUM ANALYZE services');
          await exec('ANALYZE partners');
          seeded = size;
        }
        release();
        log(`seeded ${size.toLocaleString('en')} services in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
        const probe = await probeMachine((text) => db.raws[0]!.query(text), COMMON_WORD);
        probes.push({ size, ...probe });
        log(`machine probe: PostgreSQL ${probe.postgresMs.toFixed(0)} ms, Node ${probe.nodeMs.toFixed(0)} ms, naive ranked search for "${COMMON_WORD}" ${probe.naiveSearchMs.toFixed(0)} ms`);
        for (const { kind, query } of KINDS) {
          // Warm up (caches, exchange rates, estimates) and record the statements one warm request runs.
          for (let i = 0; i < 3; i++) await fetch(base + query);
          recorder.start();
          const res = await fetch(base + query);
          const statements = recorder.stop();
          const body = (await res.json()) as { total: number };
          if (!res.ok) throw new Error(`${kind}: HTTP ${res.status} ${JSON.stringify(body)}`);
          const replay = async () => {
            let last: unknown;
            for (const { on, args } of statements) last = await db.raws[on]!.query(...args);
            return (last as { rows?: unknown[] } | undefined)?.rows ?? [];
          };
          bareHttp.use(replay);
          const runReplay = async () => void (await replay());
          const [endpoint, raw, bare] = await measureInTurn(
            [
              () => measureEndpoint(base + query, CONNECTIONS, seconds),
              () => measureRaw(runReplay, CONNECTIONS, seconds),
              () => measureEndpoint(bareHttp.url, CONNECTIONS, seconds),
            ],
            [
              () => measureEndpoint(base + query, CONNECTIONS, WARM_UP_SECONDS),
              () => measureRaw(runReplay, CONNECTIONS, WARM_UP_SECONDS),
              () => measureEndpoint(bareHttp.url, CONNECTIONS, WARM_UP_SECONDS),
            ],
            ROUNDS,
          ) as [Figures, Figures, Figures];
          rows.push({ size, kind, total: body.total, statements: statements.length, endpoint, raw, bare });
          log(
            `${size} ${kind}: ${endpoint.rps.toFixed(0)} req/s p50 ${endpoint.p50} ms | raw ${raw.rps.toFixed(0)} q/s p50 ${raw.p50.toFixed(1)} ms | bare HTTP ${bare.rps.toFixed(0)} req/s p50 ${bare.p50} ms`,
          );
        }
      }
    } finally {
      release();
      await bareHttp.close();
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  } finally {
    await db.dispose();
  }
  report(rows, probes, Date.now() - started);
}

function report(rows: Row[], probes: ({ size: number } & MachineProbe)[], ms: number) {
  const engine = serverUrl ? 'PostgreSQL' : 'PGlite';
  const lines = [
    `# Service search benchmark (${engine}, ${CONNECTIONS} connections, medians of ${ROUNDS} runs of ${seconds} s per side, taken in turn)`,
    '',
    '| services | query | matches (capped) | statements | endpoint req/s | p50 ms | p99 ms | driver q/s | driver p50 ms | driver p99 ms | endpoint/driver | bare HTTP req/s | bare HTTP/driver | endpoint/bare HTTP |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.size.toLocaleString('en')} | ${r.kind} | ${r.total} | ${r.statements} | ${r.endpoint.rps.toFixed(0)} | ${r.endpoint.p50} | ${r.endpoint.p99} | ${r.raw.rps.toFixed(0)} | ${r.raw.p50.toFixed(1)} | ${r.raw.p99.toFixed(1)} | ${(r.endpoint.rps / r.raw.rps).toFixed(2)} | ${r.bare.rps.toFixed(0)} | ${(r.bare.rps / r.raw.rps).toFixed(2)} | ${(r.endpoint.rps / r.bare.rps).toFixed(2)} |`,
    ),
    '',
    'endpoint/driver compares with a plain driver loop, which pays no HTTP and no load generator; autocannon runs on the same 2 cores during the endpoint run only. bare HTTP/driver is the most any HTTP endpoint measured this way can reach: the same statements behind a bare node:http server under the same autocannon (bench/search/bare-http.ts); endpoint/bare HTTP is what the app itself costs over that floor.',
    '',
    ...cpuTable(rows),
    `Machine probe before each size (same work every run; higher means a slower machine at the time): ${probes
      .map(
        (p) =>
          `${p.size.toLocaleString('en')}: PostgreSQL ${p.postgresMs.toFixed(0)} ms, Node ${p.nodeMs.toFixed(0)} ms, naive ranked search for "${COMMON_WORD}" ${p.naiveSearchMs.toFixed(0)} ms`,
      )
      .join('; ')}. The issue measured that naive search at 530-590 ms for 1,000,000 services on its machine.`,
    '',
    `Errors: endpoint ${rows.reduce((n, r) => n + r.endpoint.errors, 0)}, driver ${rows.reduce((n, r) => n + r.raw.errors, 0)}, bare HTTP ${rows.reduce((n, r) => n + r.bare.errors, 0)}. Total time ${(ms / 60000).toFixed(1)} min.`,
  ];
  const text = lines.join('\n');
  console.log(`\n${text}`);
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `search-${engine.toLowerCase()}-${new Date().toISOString().replace(/[:.]/g, '-')}.md`);
  writeFileSync(file, `${text}\n`);
  log(`written to ${path.relative(process.cwd(), file)}`);
}

/**
 * CPU time per request of each part of the machine, per side (cpu-usage.ts): what the endpoint pays that
 * the driver loop does not. Nothing when /proc could not be read.
 */
function cpuTable(rows: Row[]): string[] {
  if (rows.some((r) => !r.endpoint.cpu || !r.raw.cpu || !r.bare.cpu)) return [];
  const us = (n: number) => n.toFixed(0);
  const side = (f: Figures) => {
    const c = f.cpu!;
    return `${us(c.mainUs)} | ${us(c.otherThreadsUs)} | ${us(c.postgresUs)} | ${us(c.mainUs + c.otherThreadsUs + c.postgresUs)}`;
  };
  return [
    'CPU time per request, µs: main thread (the server, or the driver loop) | other threads (autocannon, garbage collection) | PostgreSQL | total; for the endpoint, the driver loop and the bare HTTP server.',
    '',
    '| services | query | endpoint main | other | PostgreSQL | total | driver main | other | PostgreSQL | total | bare main | other | PostgreSQL | total |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.size.toLocaleString('en')} | ${r.kind} | ${side(r.endpoint)} | ${side(r.raw)} | ${side(r.bare)} |`),
    '',
  ];
}

interface BenchDatabase {
  handle: DatabaseHandle;
  /** The app's own driver objects (its pool, and the pool of plans made once), whose queries are recorded. */
  targets: Target[];
  /** Where recorded statements are replayed, each on a pool like the one it ran on (pg), or the one PGlite connection. */
  raws: Target[];
  dispose(): Promise<void>;
}

async function openBenchDatabase(): Promise<BenchDatabase> {
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'mt-bench-pglite-'));
    const handle = await openDatabase({ dataDir: dir });
    const client = (handle.db as unknown as { $client: Target }).$client;
    return { handle, targets: [client], raws: [client], dispose: async () => { await handle.close(); rmSync(dir, { recursive: true, force: true }); } };
  }
  // BENCH_DATABASE_NAME keeps a database between runs (seeded once, reused), for repeated measurements.
  const kept = process.env.BENCH_DATABASE_NAME;
  const name = kept ?? `bench_search_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  if (!kept) await admin(`CREATE DATABASE "${name}"`);
  else await admin(`CREATE DATABASE "${name}"`).catch((err: { code?: string }) => {
    if (err.code !== '42P04') throw err; // already there: reused
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  // Same sizes and session settings as the app's two pools, so both sides queue the 20 clients and plan alike.
  const rawPool = new pg.Pool({ connectionString: url.toString(), max: 10, options: POOL_SESSION_OPTIONS });
  const rawGenericPool = new pg.Pool({ connectionString: url.toString(), max: 10, options: GENERIC_PLAN_SESSION_OPTIONS });
  // Dropping the database ends idle connections; that is expected, not a crash.
  const appPools = [handle.db, genericPlanSessionOf(handle.db)].map((d) => (d as unknown as { $client: pg.Pool }).$client);
  for (const p of [rawPool, rawGenericPool, ...appPools]) p.on('error', () => undefined);
  return {
    handle,
    targets: appPools as unknown as Target[],
    raws: [rawPool, rawGenericPool] as unknown as Target[],
    dispose: async () => {
      await Promise.all([rawPool.end(), rawGenericPool.end()]);
      await handle.close();
      // BENCH_KEEP_DB=1 leaves the seeded database for EXPLAIN sessions.
      if (kept || process.env.BENCH_KEEP_DB === '1') log(`kept database ${name}`);
      else await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** Seeding statements run one after another on one connection (session settings apply to all). */
function seedExec(handle: DatabaseHandle): { exec: Exec; release: () => void } {
  const client = (handle.db as unknown as { $client: Target }).$client;
  if (handle.driver === 'pglite') return { exec: (s) => client.query(s), release: () => undefined };
  const pool = client as unknown as pg.Pool;
  let conn: pg.PoolClient | null = null;
  return {
    exec: async (s) => {
      if (!conn) {
        conn = await pool.connect();
        await conn.query("SET maintenance_work_mem = '256MB'");
        // A chunk of 100,000 rows (its search-word trigger included) can outlast the app's request timeout on a slow spell.
        await conn.query('SET statement_timeout = 0');
      }
      return conn.query(s);
    },
    // The pool cannot close while this connection is out.
    release: () => {
      conn?.release();
      conn = null;
    },
  };
}

/** GIN indexes are built once after a bulk load instead of being updated row by row: dropped, then made again from their own definitions. */
async function withoutSearchIndexes(exec: Exec, load: () => Promise<void>) {
  const result = (await exec("SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'services' AND indexdef LIKE '% USING gin %'")) as {
    rows: { indexname: string; indexdef: string }[];
  };
  for (const { indexname } of result.rows) await exec(`DROP INDEX IF EXISTS "${indexname}"`);
  await load();
  for (const { indexdef } of result.rows) await exec(indexdef);
}

async function countServices(exec: Exec): Promise<number> {
  const result = (await exec('SELECT count(*)::int AS n FROM services')) as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** Records the statements run on each target, with the index of the target each ran on. */
function recordQueries(targets: Target[]) {
  let recording: { on: number; args: QueryArgs }[] | null = null;
  targets.forEach((target, on) => {
    const original = target.query.bind(target);
    target.query = (...args: QueryArgs) => {
      recording?.push({ on, args });
      return original(...args);
    };
  });
  return {
    start: () => void (recording = []),
    stop: () => {
      const out = recording ?? [];
      recording = null;
      return out;
    },
  };
}

const log = (msg: string) => console.log(`[bench] ${msg}`);

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
