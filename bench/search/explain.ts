/** Prints EXPLAIN ANALYZE of the statements one search request runs: `tsx bench/search/explain.ts <db url> '<query string>'`. */
import type pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';

const [url, query] = process.argv.slice(2);
if (!url || query === undefined) throw new Error('usage: explain.ts <postgres url> <query string>');
const handle = await openDatabase({ url });
const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
const recorded: unknown[][] = [];
const original = pool.query.bind(pool) as (...a: unknown[]) => Promise<unknown>;
(pool as unknown as { query: (...a: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
  recorded.push(args);
  return original(...args);
};
const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/mt-explain', LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(32) }), database: handle, serveWeb: false });
await app.inject({ method: 'GET', url: `/api/services/search?${query}` });
recorded.length = 0;
const res = await app.inject({ method: 'GET', url: `/api/services/search?${query}` });
console.log(res.statusCode, res.body.slice(0, 200));
for (const [first, ...rest] of recorded) {
  const text = typeof first === 'string' ? first : (first as { text: string }).text;
  const values = typeof first === 'object' && first && 'values' in first ? (first as { values: unknown[] }).values : rest[0];
  const out = (await original(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values)) as { rows: { 'QUERY PLAN': string }[] };
  console.log(out.rows.map((r) => r['QUERY PLAN']).join('\n'));
}
await app.close();
await handle.close();
