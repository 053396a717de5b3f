import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';

/** A series' value in a Prometheus text answer, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...match[2]!.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /api/metrics: the embedded database queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Its own database: every query counted below is this file's.
    t = await buildTestApp({ freshDatabase: true });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('shows how long queries waited for the one connection (db_queue_wait_seconds), on PGlite only', async () => {
    if (t.database.driver !== 'pglite') {
      expect(await scrape()).not.toContain('db_queue_wait_seconds');
      return;
    }
    const count = (text: string) => sample(text, 'db_queue_wait_seconds_count', { pool: 'embedded' }) ?? 0;
    const before = count(await scrape());
    // Three queries while a transaction holds the connection: each waits its turn, and each wait is counted.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const holding = t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      entered();
      await gate;
    });
    await inside;
    const queued = [1, 2, 3].map((n) => Promise.resolve(t.db.execute(sql`select ${n}`)));
    release();
    await Promise.all([holding, ...queued]);
    const text = await scrape();
    // The transaction, the three queries, and the queries of the first scrape (the outbox gauges) at least.
    expect(count(text) - before).toBeGreaterThanOrEqual(4);
    expect(sample(text, 'db_queue_wait_seconds_bucket', { pool: 'embedded', le: '+Inf' })).toBe(count(text));
    expect(sample(text, 'db_queue_wait_seconds_sum', { pool: 'embedded' })).toBeGreaterThan(0);
    expect(text).toContain('# TYPE db_queue_wait_seconds histogram');
  });
});
