import { sql } from 'drizzle-orm';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTexts } from '@mt/shared';
import { buildApp } from '../app';
import { RETRY_AFTER_SECONDS } from '../plugins/errors';
import { isConnectionLost, isDatabaseUnavailable } from '../lib/errors';
import { buildTestApp, type TestApp } from '../test/app';
import { testDriver } from '../test/database';
import { isReadOnlyStatement, openDatabase } from './client';

const unavailable = { message: requestTexts.serviceUnavailable };

describe('which failures are the database being unavailable', () => {
  it('recognises connection errors and server shutdowns, through Drizzle’s wrapper', () => {
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
    for (const code of ['ECONNREFUSED', 'ETIMEDOUT', 'ENOTFOUND', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']) {
      expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('x'), { code }))), code).toBe(true);
    }
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('PGlite is closed')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(new Error('relation "x" does not exist'))).toBe(false);
  });

  it('tells a connection lost under a statement from one never made', () => {
    expect(isConnectionLost(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(false);
  });

  it('runs again only statements that read', () => {
    expect(isReadOnlyStatement('select * from services where id = $1')).toBe(true);
    expect(isReadOnlyStatement('(select 1) union (select 2)')).toBe(true);
    expect(isReadOnlyStatement('with x as (select 1) select * from x')).toBe(true);
    expect(isReadOnlyStatement('with x as (update users set name = $1 returning id) select * from x')).toBe(false);
    expect(isReadOnlyStatement('insert into users (email) values ($1)')).toBe(false);
    expect(isReadOnlyStatement('select * from trips where id = $1 for update')).toBe(false);
    expect(isReadOnlyStatement('select pg_try_advisory_lock(1)')).toBe(false);
    expect(isReadOnlyStatement('select nextval($1)')).toBe(false);
    expect(isReadOnlyStatement(undefined)).toBe(false);
  });
});

describe('an embedded database that is gone', () => {
  it('answers 503 with Retry-After, not 500', async () => {
    const t = await buildTestApp({ freshDatabase: true });
    try {
      await t.app.ready();
      await t.database.close();
      const res = await t.app.inject({ method: 'GET', url: '/api/blog' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.json()).toEqual(unavailable);
    } finally {
      await t.close();
    }
  });
});

// node-postgres only: a server that refuses, and backends ended under the app.
describe.runIf(testDriver === 'pg')('PostgreSQL unreachable or cut off', () => {
  it('answers 503 with Retry-After once nothing listens at DATABASE_URL any more', { timeout: 30_000 }, async () => {
    const base = await buildTestApp();
    // The app reaches PostgreSQL through a proxy that the test then shuts: the server gone, its port closed.
    const target = new URL(base.testDatabase.url!);
    const sockets = new Set<net.Socket>();
    const proxy = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const viaProxy = new URL(target);
    viaProxy.host = `127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;
    const database = await openDatabase({ url: viaProxy.toString() });
    const app = await buildApp({ config: base.config, database, serveWeb: false, checkStatuses: true });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/blog' })).statusCode).toBe(200);
      await new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
      for (const url of ['/api/blog', '/api/public/featured-services']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
        expect(res.json()).toEqual(unavailable);
      }
      const post = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@example.com', password: 'long enough password' } });
      expect(post.statusCode).toBe(503);
      expect(app.undeclaredAnswers).toEqual([]);
    } finally {
      await app.close();
      await database.close().catch(() => undefined);
      await base.close();
    }
  });

  describe('backends terminated under running statements (pg_terminate_backend)', () => {
    let t: TestApp;
    let admin: pg.Client;
    beforeAll(async () => {
      t = await buildTestApp();
      t.app.get('/api/test/slow-read', async () => {
        const result = (await t.app.db.execute(sql`select 'faults-slow-read' as tag, true as ok from pg_sleep(0.4)`)) as unknown as { rows: unknown[] };
        return result.rows[0];
      });
      t.app.post('/api/test/slow-write', async () => {
        await t.app.db.execute(sql`with s as (select pg_sleep(0.4)) update settings set value = value where key = (select 'faults-slow-write' from s)`);
        return { done: true };
      });
      admin = new pg.Client({ connectionString: t.testDatabase.url! });
      await admin.connect();
    });
    afterAll(async () => {
      await admin.end();
      await t.close();
    });

    /** Ends the backend running a statement tagged `tag`, once it runs. */
    async function terminateWhenRunning(tag: string): Promise<void> {
      await expect
        .poll(
          async () =>
            (
              await admin.query(
                `select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and query like $1 and pid <> pg_backend_pid()`,
                [`%${tag}%`],
              )
            ).rows[0].n,
          { timeout: 5_000, interval: 20 },
        )
        .toBeGreaterThan(0);
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like $1 and pid <> pg_backend_pid()`, [`%${tag}%`]);
    }

    it('a read whose backend is ended runs again on a fresh connection and answers 200', async () => {
      const pending = t.app.inject({ method: 'GET', url: '/api/test/slow-read' });
      await terminateWhenRunning('faults-slow-read');
      const res = await pending;
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ tag: 'faults-slow-read', ok: true });
    });

    it('a request whose backend is ended under a statement it cannot rerun answers 503, not 500', async () => {
      const pending = t.app.inject({ method: 'POST', url: '/api/test/slow-write' });
      await terminateWhenRunning('faults-slow-write');
      const res = await pending;
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.json()).toEqual(unavailable);
    });

    it('after every app connection is ended, real reads and writes still answer', async () => {
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
      const read = await t.app.inject({ method: 'GET', url: '/api/blog' });
      expect(read.statusCode).toBe(200);
      const write = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.com', password: 'long enough password' } });
      expect([401, 503]).toContain(write.statusCode);
    });
  });
});
