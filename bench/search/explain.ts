/**
 * Prints EXPLAIN ANALYZE of the statements one search request runs, each on the pool it ran on (so a
 * statement planned once is explained with a generic plan): `tsx bench/search/explain.ts <db url> '<query string>'`.
 */
import type pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { genericPlanSessionOf } from '../../apps/api/src/db/named-query';

type Query = (...a: unknown[]) => Promise<unknown>;
const [url, query] = process.argv.slice(2);
if (!url || query === undefined) throw new Error('usage: explain.ts <postgres url> <query string>');
const handle = await openDatabase({ url });
const pools = [handle.db, genericPlanSessionOf(handle.db)].map((d) => (d as unknown as { $client: pg.Pool }).$client);
const recorded: { pool: pg.Pool; args: unknown[] }[] = [];
const originals = new Map<pg.Pool, Query>();
for (const pool of pools) {
  const original = pool.query.bind(pool) as Query;
  originals.set(pool, original);
  (pool as unknown as { query: Query }).query = (...args: unknown[]) => {
    recorded.push({ pool, args });
    return original(...args);
  };
}
// No kept answers (plugins/public-answers.ts): the second request must run its statements again.
const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/mt-explain', LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(32) }), publicAnswersTtlMs: 0 };
const app = await buildApp({ config, database: handle, serveWeb: false });
await app.inject({ method: 'GET', url: `/api/services/search?${query}` });
recorded.length = 0;
const res = await app.inject({ method: 'GET', url: `/api/services/search?${query}` });
console.log(res.statusCode, res.body.slice(0, 200));
for (const { pool, args: [first, ...rest] } of recorded) {
  const text = typeof first === 'string' ? first : (first as { text: string }).text;
  const values = typeof first === 'object' && first && 'values' in first ? (first as { values: unknown[] }).values : rest[0];
  const out = (await originals.get(pool)!(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values)) as { rows: { 'QUERY PLAN': string }[] };
  console.log(`-- ${pool === pools[1] ? 'planned once' : 'planned per run'}\n${text}\n${JSON.stringify(values)}`);
  console.log(out.rows.map((r) => r['QUERY PLAN']).join('\n'));
}
await app.close();
await handle.close();
