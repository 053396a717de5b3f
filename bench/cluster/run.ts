/**
 * npm run bench:cluster (issue 23 section 3): the product as an operator runs it, under a mixed load.
 * - Seeds (once; BENCH_RESEED=1 again) 5,000 services, 20,000 travellers, 50,000 trips and 2,000 stories
 *   through the product's migrations (seed.ts, database.ts), in PostgreSQL database `bench_cluster`.
 * - Starts 2 production instances (`npm start`'s script) on PostgreSQL and Redis, once, kept for every round;
 *   signs in 400 travellers and 40 partners through the API; warms both up with the mix for BENCH_WARMUP_ALL (20) s.
 * - Puts 1, then 2 of them behind Debian's nginx with deploy/nginx.conf on 127.0.0.1:8088, and runs the mix
 *   (mix.ts) with 50 keep-alive connections for BENCH_SECONDS (60) after BENCH_WARMUP (5) seconds; prints req/s,
 *   p50, p99 and errors per class and in all, for each instance count.
 * The database is vacuumed before each setup (database.ts, vacuumDatabase). With each setup's figures, the CPU
 * each part spent per request answered (cpu.ts).
 * BENCH_ONLY=trips: only signed-in GET /api/trips; BENCH_ONLY=<part of a request's name> ('/partners/:slug (page)'):
 * only those requests. BENCH_INSTANCES=1,2 and BENCH_CONNECTIONS=50 override.
 * BENCH_ROUNDS (4): the setups take turns, 1, 2, 1, 2, ... instances, each round BENCH_SECONDS / BENCH_ROUNDS long, and
 * each setup's figures are over its rounds together. This machine's speed drifts by a third within minutes (the
 * gauge of decision 0058): one run of each, one after the other, compared the drift as often as the setups.
 * BENCH_EMBEDDED=1: one instance on the embedded database (a PGlite DATA_DIR seeded the same way) at
 * BENCH_LEVELS (5,20,50) connections, with how long queries waited in its one queue (db_queue_wait_seconds,
 * scraped from the instance's /api/metrics before and after each level).
 * BENCH_DATABASE_URL (the PostgreSQL server), BENCH_REDIS_URL (default redis://127.0.0.1:6379/11, a database
 * of the bench's own, emptied at start so an earlier run's rate-limit counts do not carry over).
 * BENCH_DB_DELAY_MS: the instances reach PostgreSQL through a proxy that holds each chunk that long each way, as a
 * managed database a zone away would (latency-proxy.ts); seeding and vacuuming go direct.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { prepareDatabase, vacuumDatabase, type BenchDatabase } from './database';
import { loggedProblems, startInstance, type Instance, type InstanceSettings } from './instances';
import { runLoad, type LoadResult } from './load';
import { buildMix, type Mix } from './mix';
import { startNginx } from './nginx';
import { signIn } from './sessions';
import { startLatencyProxy } from './latency-proxy';
import { cpuBetween, readCpu, type CpuReading } from './cpu';
import { cpuTable, embeddedTable, errorKinds, mainTable, mergedRounds, roundsTable, routeTable, totalOf, type EmbeddedLevel, type EventLoopLag, type QueueWait, type Run } from './table';

const list = (v: string | undefined, fallback: string) => (v ?? fallback).split(',').map((s) => Number(s.trim())).filter((n) => n > 0);
const embedded = process.env.BENCH_EMBEDDED === '1';
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 5);
const warmupAllSeconds = Number(process.env.BENCH_WARMUP_ALL ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const dbDelayMs = Number(process.env.BENCH_DB_DELAY_MS ?? 0);
const instanceCounts = list(process.env.BENCH_INSTANCES, '1,2');
const rounds = embedded ? 1 : Math.max(1, Math.floor(Number(process.env.BENCH_ROUNDS ?? 4)));
const roundSeconds = seconds / rounds;
const levels = list(process.env.BENCH_LEVELS, '5,20,50');
const only = process.env.BENCH_ONLY ?? null;
const redisUrl = embedded ? null : (process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/11');

const log = (msg: string) => console.log(`[bench:cluster] ${msg}`);
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

/** What is running, stopped in reverse order at the end or on Ctrl-C. */
const running: { name: string; stop(): Promise<void> }[] = [];
const abort = new AbortController();
async function stopAll() {
  while (running.length) {
    const item = running.pop()!;
    await item.stop().catch((err: unknown) => console.error(`stopping ${item.name}:`, err));
  }
}

async function main() {
  if (only && embedded) throw new Error('BENCH_ONLY and BENCH_EMBEDDED do not go together');
  const loadBefore = load();
  log(`load average before: ${loadBefore}`);
  const db = await prepareDatabase(embedded, log);
  if (redisUrl) await emptyRedis(redisUrl);
  const settings: InstanceSettings = { jwtSecret: randomBytes(32).toString('hex'), databaseUrl: db.url, redisUrl, dataDir: db.dataDir };
  if (dbDelayMs > 0 && db.url) {
    const proxy = await startLatencyProxy(db.url, dbDelayMs);
    running.unshift({ name: 'the latency proxy', stop: proxy.close });
    settings.databaseUrl = proxy.url;
    log(`the instances reach PostgreSQL through ${proxy.url}, ${dbDelayMs} ms each way (BENCH_DB_DELAY_MS)`);
  }
  const report = embedded ? await embeddedRun(db, settings) : await clusterRun(db, settings);
  const text = [
    ...report,
    '',
    `Load average (1, 5, 15 min) before: ${loadBefore}; after: ${load()}. ${seconds} s measured per setup${rounds > 1 ? ` in ${rounds} rounds` : ''}, each after ${warmupSeconds} s of warm-up${dbDelayMs > 0 && !embedded ? `; PostgreSQL ${dbDelayMs} ms away each way from the instances (BENCH_DB_DELAY_MS)` : ''}; the load generator, nginx, the instances, PostgreSQL and Redis share this machine's cores.`,
  ].join('\n');
  console.log(`\n${text}`);
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `cluster-${embedded ? 'embedded' : only ? `only-${only.replace(/[^a-z0-9]+/gi, '-')}` : 'mixed'}-${new Date().toISOString().replace(/[:.]/g, '-')}.md`);
  writeFileSync(file, `${text}\n`);
  log(`written to ${path.relative(process.cwd(), file)}`);
}

async function clusterRun(db: BenchDatabase, settings: InstanceSettings): Promise<string[]> {
  const instances: Instance[] = [];
  const roundRuns: Run[] = [];
  const problems: string[] = [];
  let autovacuum = '';
  const turns = Array.from({ length: rounds }, () => instanceCounts).flat();
  // Every instance is started once and kept for every round, as an operator's instances run for days: a setup
  // with fewer instances leaves the others idle behind nginx's back. Restarted for each round, the second
  // instance began every two-instance round with its code not yet optimised by V8 and its kept answers empty,
  // while the first kept both from the round before (decision 0061).
  for (let index = 1; index <= Math.max(...instanceCounts); index++) {
    const t0 = Date.now();
    const instance = await startInstance(index, settings);
    instances.push(instance);
    running.push({ name: `instance ${instance.index}`, stop: instance.stop });
    log(`instance ${instance.index} ready on ${instance.url} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  const mix = await signInAndWarmUp(db, instances);
  for (const [turn, count] of turns.entries()) {
    const serving = instances.slice(0, count);
    const nginx = await startNginx(serving.map((i) => i.port));
    running.push({ name: 'nginx', stop: nginx.stop });
    const setup = `${count} instance${count > 1 ? 's' : ''}`;
    const round = rounds > 1 ? ` (round ${Math.floor(turn / instanceCounts.length) + 1} of ${rounds})` : '';
    const t0 = Date.now();
    autovacuum = await vacuumDatabase(db.url!);
    log(`${setup}: database vacuumed in ${((Date.now() - t0) / 1000).toFixed(1)} s (the server's autovacuum is ${autovacuum})`);
    log(`${setup}${round}: ${connections} connections, ${warmupSeconds} s warm-up + ${roundSeconds} s (load average ${load()})`);
    const readings: Partial<Record<'start' | 'end', CpuReading>> = {};
    const groups = serving.map((i) => i.group);
    const result = await runLoad({
      baseUrl: nginx.url,
      connections,
      seconds: roundSeconds,
      warmupSeconds,
      next: () => mix.next(),
      signal: abort.signal,
      onWindow: (edge) => (readings[edge] = readCpu(groups, nginx.group)),
    });
    roundRuns.push({ setup, result, cpu: readings.start && readings.end ? cpuBetween(readings.start, readings.end) : undefined });
    logSummary(`${setup}${round}`, result);
    running.pop();
    await nginx.stop();
  }
  for (const instance of instances) problems.push(...loggedProblems(instance).map((l) => `instance ${instance.index}: ${l}`));
  await stopAll();
  const what = mix.describe();
  const runs = mergedRounds(roundRuns);
  return [
    `# bench:cluster: ${instanceCounts.join(' and ')} instance(s) on PostgreSQL and Redis behind nginx, ${connections} connections`,
    '',
    `Load: ${what}. ${db.fixtures.travellers.length} travellers and ${db.fixtures.partnerEmails.length} partners signed in. The database is vacuumed before each setup (the server's autovacuum is ${autovacuum}).`,
    '',
    ...mainTable(runs),
    '',
    ...(rounds > 1
      ? [
          `Each setup's figures are over its ${rounds} rounds of ${roundSeconds} s, run in turn (${turns.join(', ')} instances). Each round on its own, with the machine's gauge (nginx's and the load generator's CPU per request, decision 0058):`,
          '',
          ...roundsTable(roundRuns),
          '',
        ]
      : []),
    'CPU per request answered, in the measured seconds (/proc; milliseconds of one core):',
    '',
    ...cpuTable(runs),
    '',
    'Errors (a status other than the expected one, or no answer):',
    ...errorKinds(runs),
    ...(mix.redirected.comments || mix.redirected.messages
      ? [`- writes moved to likes or preferences because their author had reached the per-person limit: ${mix.redirected.comments} comments, ${mix.redirected.messages} messages`]
      : []),
    '',
    'Per request:',
    '',
    ...routeTable(runs),
    '',
    problems.length ? `The instances logged ${problems.length} warning or error line(s); the first:\n\n${problems.slice(0, 5).map((p) => `    ${p.slice(0, 400)}`).join('\n')}` : 'The instances logged no warning or error.',
  ];
}

/**
 * Signs the bench's travellers and partners in, then sends the mix through every instance for BENCH_WARMUP_ALL
 * seconds, not counted: each instance's code is optimised and PostgreSQL's cache filled before the first round,
 * whichever setup it is. One mix for every setup: the per-person write budgets hold across them (the limits'
 * windows are 10 minutes).
 */
async function signInAndWarmUp(db: BenchDatabase, instances: Instance[]): Promise<Mix> {
  const nginx = await startNginx(instances.map((i) => i.port));
  running.push({ name: 'nginx', stop: nginx.stop });
  const sessions = await signIn(nginx.url, db.fixtures);
  log(`signed in ${sessions.travellers.length} travellers and ${sessions.partners.length} partners through the API in ${sessions.seconds.toFixed(1)} s`);
  const mix = buildMix(db.fixtures, sessions, only);
  if (warmupAllSeconds > 0) {
    log(`every instance: ${warmupAllSeconds} s warm-up (load average ${load()})`);
    await runLoad({ baseUrl: nginx.url, connections, seconds: warmupAllSeconds, warmupSeconds: 0, next: () => mix.next(), signal: abort.signal });
  }
  running.pop();
  await nginx.stop();
  return mix;
}

async function embeddedRun(db: BenchDatabase, settings: InstanceSettings): Promise<string[]> {
  const t0 = Date.now();
  const instance = await startInstance(1, settings);
  running.push({ name: 'instance 1', stop: instance.stop });
  log(`embedded instance ready on ${instance.url} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const nginx = await startNginx([instance.port]);
  running.push({ name: 'nginx', stop: nginx.stop });
  const sessions = await signIn(nginx.url, db.fixtures);
  log(`signed in ${sessions.travellers.length} travellers and ${sessions.partners.length} partners through the API in ${sessions.seconds.toFixed(1)} s`);
  const mix = buildMix(db.fixtures, sessions);
  const results: EmbeddedLevel[] = [];
  for (const level of levels) {
    const setup = `embedded, ${level} connections`;
    log(`${setup}: ${warmupSeconds} s warm-up + ${seconds} s (load average ${load()})`);
    await runLoad({ baseUrl: nginx.url, connections: level, seconds: warmupSeconds, warmupSeconds: 0, next: () => mix.next(), signal: abort.signal });
    // Straight from the instance (loopback), not through nginx, which does not pass /api/metrics on.
    const before = await queueWaits(instance.url);
    const result = await runLoad({ baseUrl: nginx.url, connections: level, seconds, warmupSeconds: 0, next: () => mix.next(), signal: abort.signal });
    const after = await queueWaits(instance.url);
    logSummary(setup, result);
    results.push({ connections: level, run: { setup, result }, queue: before.queue && after.queue ? difference(before.queue, after.queue) : null, lag: after.lag });
  }
  const problems = loggedProblems(instance);
  await stopAll();
  const runs = results.map((r) => r.run);
  return [
    `# bench:cluster, embedded database: one instance on PGlite behind nginx, the mixed load at ${levels.join(', ')} connections`,
    '',
    `Load: ${mix.describe()}.`,
    '',
    ...embeddedTable(results),
    '',
    'Queue: db_queue_wait_seconds{pool="embedded"} from the instance\'s /api/metrics before and after each level; a turn is one query or transaction waiting for the one connection, and its wait is the time before it has it. Wait percentiles are bucket bounds. PGlite runs each query on the server\'s main thread: while one runs, nothing else does, so the time a request spends behind other requests\' queries shows as event-loop delay (nodejs_eventloop_lag_*, over the measured seconds) as much as in the queue.',
    '',
    ...mainTable(runs),
    '',
    'Errors (a status other than the expected one, or no answer):',
    ...errorKinds(runs),
    '',
    'Per request:',
    '',
    ...routeTable(runs),
    '',
    problems.length ? `The instance logged ${problems.length} warning or error line(s); the first:\n\n${problems.slice(0, 5).map((p) => `    ${p.slice(0, 400)}`).join('\n')}` : 'The instance logged no warning or error.',
  ];
}

function logSummary(setup: string, result: LoadResult) {
  const total = totalOf(result);
  log(`${setup}: ${Math.round(total.requests / result.seconds)} req/s, ${total.errors} errors`);
}

/**
 * db_queue_wait_seconds{pool="embedded"}: count, sum and cumulative buckets (null when the series is absent),
 * and the event loop's delay since the previous scrape (nodejs_eventloop_lag_*: each scrape starts a new window).
 */
async function queueWaits(instanceUrl: string): Promise<{ queue: QueueWait | null; lag: EventLoopLag }> {
  const res = await fetch(`${instanceUrl}/api/metrics`);
  if (!res.ok) throw new Error(`GET ${instanceUrl}/api/metrics: HTTP ${res.status}`);
  const text = await res.text();
  let turns: number | null = null;
  let sum = 0;
  const buckets: [number, number][] = [];
  const lag: EventLoopLag = { p99: NaN, max: NaN };
  for (const line of text.split('\n')) {
    const gauge = /^nodejs_eventloop_lag_(p99|max)_seconds (\S+)$/.exec(line);
    if (gauge) lag[gauge[1] as 'p99' | 'max'] = Number(gauge[2]);
    const m = /^db_queue_wait_seconds_(bucket|sum|count)\{([^}]*)\} (\S+)$/.exec(line);
    if (!m || !m[2]!.includes('pool="embedded"')) continue;
    const value = Number(m[3]);
    if (m[1] === 'count') turns = value;
    else if (m[1] === 'sum') sum = value;
    else {
      const le = /le="([^"]+)"/.exec(m[2]!)![1]!;
      buckets.push([le === '+Inf' ? Infinity : Number(le), value]);
    }
  }
  return { queue: turns === null ? null : { turns, seconds: sum, buckets }, lag };
}

function difference(before: QueueWait, after: QueueWait): QueueWait {
  return {
    turns: after.turns - before.turns,
    seconds: after.seconds - before.seconds,
    buckets: after.buckets.map(([le, n]) => [le, n - (before.buckets.find(([l]) => l === le)?.[1] ?? 0)]),
  };
}

/** The bench's own Redis database, emptied: rate-limit counts of an earlier run would refuse this run's writes. */
async function emptyRedis(url: string) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping`);
    abort.abort();
    void stopAll().finally(() => process.exit(130));
  });
}

main()
  .catch(async (err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
