import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { EXCHANGE_RATE_CURRENCIES } from '@mt/shared';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { outboxEmails, stories, trips } from '../db/schema';
import { REVEAL_JOB } from '../jobs/reveal-trips.job';
import { MAIL_JOB } from '../jobs/deliver-mail.job';
import type { Mailer, MailMessage } from '../modules/mail/mailer';
import { inDays, journey, travellerTrip } from '../modules/trips/testing/journey';
import { bearer, buildTestApp, type TestApp } from '../test/app';
import { testDriver } from '../test/database';
import { adminQuery as runAdminQuery, cleanName, databaseOf, databaseUrl } from '../test/postgres-admin';
import { createAdmin, createTraveller, type Person } from '../test/factories';
import { until } from '../test/until';

/**
 * Two API instances on one PostgreSQL database (issue 23 section 2, docs/decisions/0044). They are two apps in
 * this test process, each with its own database handle (its own pools and LISTEN connection): every cache of
 * the app is kept per handle or per app, so they share nothing in memory, and a change reaches the other only
 * through PostgreSQL, as between two servers. One process keeps the test fast and lets it drive both.
 *
 * On PGlite there is no second instance (one process owns the data directory): db/cache-bus.test.ts covers the
 * in-process bus there.
 */
const NEEDS_POSTGRES = 'needs PostgreSQL (TEST_DATABASE_URL, the api-postgres project): on PGlite one process owns the database';

/** Records every message sent, slowly enough that two senders racing for one row would both be caught. */
class RecordingMailer implements Mailer {
  readonly kind = 'smtp' as const;
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    await new Promise((r) => setTimeout(r, 5));
    this.sent.push(message);
  }
  close(): void {}
}

describe.skipIf(testDriver !== 'pg')(`two instances on one database (${NEEDS_POSTGRES})`, () => {
  const mailer = new RecordingMailer();
  let a: TestApp;
  let b: FastifyInstance;
  let bDatabase: DatabaseHandle;
  let admin: Person;

  beforeAll(async () => {
    a = await buildTestApp({ freshDatabase: true, mailer });
    bDatabase = await openDatabase({ url: a.testDatabase.url });
    // B keeps public answers as a server does (the tests' default keeps none).
    b = await buildApp({ config: { ...a.config, publicAnswersTtlMs: 1000 }, database: bDatabase, serveWeb: false, mailer });
    admin = await createAdmin(a.app);
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  const publicSettings = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/api/settings/public' })).json();
  const put = (payload: object) => a.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin.token), payload });
  /** The whole table against USD (PUT /api/admin/settings/exchange-rates), with one rate changed. */
  const putRates = (currency: string, rate: number) =>
    a.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/exchange-rates',
      headers: bearer(admin.token),
      payload: { base: 'USD', rates: { ...Object.fromEntries(EXCHANGE_RATE_CURRENCIES.map((c) => [c, c === 'USD' ? 1 : 2])), [currency]: rate } },
    });

  it('an admin changes maintenance mode and the exchange rates on A, and B answers them within a second', async () => {
    // B reads first, so it keeps the rates (30 s otherwise): only the bus can make it drop them.
    const before = await publicSettings(b);
    expect(before.maintenance_mode).toBe(false);
    expect((await put({ maintenance_mode: true })).statusCode).toBe(200);
    expect((await putRates('NOK', 8)).statusCode).toBe(200);
    const seen = await until(async () => {
      const now = await publicSettings(b);
      return now.maintenance_mode === true && now.exchange_rates.base === 'USD' && now.exchange_rates.rates.NOK === 8;
    }, 1000);
    expect(seen).toBe(true);
    expect((await put({ maintenance_mode: false })).statusCode).toBe(200);
    expect(await until(async () => (await publicSettings(b)).maintenance_mode === false, 1000)).toBe(true);
  });

  it("an admin changes the reveal lead time on A, and B's dashboards show the new reveal date within a second", async () => {
    const trip = await journey(a.app, 'proposed', { admin, preference: { departure_date: inDays(60) } });
    const revealDate = async () => (await travellerTrip(b, trip.traveller.token, trip.tripId)).reveal_date;
    // B reads first, so it keeps the trip terms (30 s otherwise): only the bus can make it drop them.
    const stored = (await a.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(admin.token) })).json().reveal_days_before_departure;
    expect(await revealDate()).toBe(inDays(60 - stored));
    // At most the envelope's region stage (weather ≥ packing ≥ region ≥ reveal days).
    const days = stored === 1 ? 2 : 1;
    expect((await put({ reveal_days_before_departure: days })).statusCode).toBe(200);
    expect(await until(async () => (await revealDate()) === inDays(60 - days), 1000)).toBe(true);
    // Put back what the other tests count on.
    expect((await put({ reveal_days_before_departure: stored })).statusCode).toBe(200);
  });

  it("the team writes on A, and the traveller's dashboard kept by B shows it on the very next request", async () => {
    const trip = await journey(a.app, 'paid', { admin });
    const unread = async () => (await travellerTrip(b, trip.traveller.token, trip.tripId)).unread_messages;
    // Asked twice, so B answers the second from its kept copy (docs/decisions/0048).
    expect(await unread()).toBe(0);
    expect(await unread()).toBe(0);
    const sent = await a.app.inject({ method: 'POST', url: `/api/trips/${trip.tripId}/messages`, headers: bearer(admin.token), payload: { body: 'Your guide is booked.' } });
    expect(sent.statusCode).toBe(201);
    // No waiting: B reads the traveller's stamp from the database on every request; no bus is involved.
    expect(await unread()).toBe(1);
  });

  it("a like on A shows in the story B keeps for guests, within a second that does not pass (the bus names '/stories')", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const [reader, author] = [await createTraveller(a.app), await createTraveller(a.app)];
      const [story] = await a.db
        .insert(stories)
        .values({ userId: author.user.id, title: 'Dawn on the dunes', destination: 'Namibia', tripDate: '2025-05-01', tripType: 'Adventure', content: 'Sossusvlei before sunrise.' })
        .returning();
      const likes = async () => (await b.inject({ method: 'GET', url: `/api/stories/${story!.id}` })).json<{ data: { story: { like_count: number } } }>().data.story.like_count;
      expect(await likes()).toBe(0);
      const like = await a.app.inject({ method: 'POST', url: `/api/stories/${story!.id}/like`, headers: bearer(reader.token), payload: { action: 'like' } });
      expect(like.statusCode, like.body).toBe(200);
      expect(await until(async () => (await likes()) === 1, 1000)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("B hears A again after B's listening connection was cut (it reconnects)", async () => {
    const listeners = (c: pg.Client) => c.query<{ pid: number }>("select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'");
    const admin = new pg.Client({ connectionString: a.testDatabase.url! });
    await admin.connect();
    try {
      const { rows } = await listeners(admin);
      expect(rows.length).toBeGreaterThanOrEqual(2);
      // Both instances' listeners, as a database restart or failover would.
      for (const { pid } of rows) await admin.query('select pg_terminate_backend($1)', [pid]);
      expect(await until(async () => (await listeners(admin)).rows.filter((r) => !rows.some((old) => old.pid === r.pid)).length >= 2, 5000)).toBe(true);
    } finally {
      await admin.end();
    }
    await publicSettings(b);
    expect((await putRates('NOK', 12)).statusCode).toBe(200);
    expect(await until(async () => (await publicSettings(b)).exchange_rates.rates.NOK === 12, 1000)).toBe(true);
  });

  it('both run the reveal and the mail job at the same moment: each trip is revealed once and each mail sent once', async () => {
    const due = [];
    for (let i = 0; i < 3; i++) due.push(await journey(a.app, 'paid', { admin, preference: { departure_date: inDays(3) } }));
    const ids = due.map((j) => j.tripId);

    const [runA, runB] = await Promise.all([a.app.scheduler.runNow(REVEAL_JOB), b.scheduler.runNow(REVEAL_JOB)]);
    const revealed = [runA, runB].flatMap((r) => (r.ran ? (r.result as number[]) : []));
    expect(revealed.sort()).toEqual([...ids].sort());
    // A run a moment later (the other instance's next tick) finds nothing left to do.
    expect(await b.scheduler.runNow(REVEAL_JOB)).toEqual({ ran: true, result: [] });
    const rows = await a.db.select().from(trips).where(inArray(trips.id, ids));
    expect(rows.map((r) => r.status)).toEqual(['revealed', 'revealed', 'revealed']);

    // The reveal kicked a delivery round on the instance that revealed; both now also run the mail job at once.
    await Promise.all([a.app.scheduler.runNow(MAIL_JOB), b.scheduler.runNow(MAIL_JOB), a.app.mail.idle(), b.mail.idle()]);
    await Promise.all([a.app.mail.idle(), b.mail.idle()]);
    for (const j of due) {
      const queued = await a.db.select().from(outboxEmails).where(eq(outboxEmails.to, j.traveller.email));
      const reveals = queued.filter((m) => m.subject.startsWith('Your destination is revealed'));
      expect(reveals).toHaveLength(1);
      expect(reveals[0]!.sentAt).toBeInstanceOf(Date);
      // Each queued mail of this traveller went out exactly once, whichever instance sent it.
      for (const mail of queued.filter((m) => m.sentAt)) expect(mailer.sent.filter((s) => s.to === mail.to && s.subject === mail.subject && s.body === mail.body)).toHaveLength(1);
    }
  });
});

describe.skipIf(testDriver !== 'pg')(`two instances starting on a fresh database (${NEEDS_POSTGRES})`, () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  // Named after the run's database (.ci/run drops what a killed run left); built only where the block runs.
  const name = serverUrl ? `${cleanName(databaseOf(serverUrl))}_two_instances_migrate_${randomBytes(5).toString('hex')}` : '';
  const url = serverUrl ? databaseUrl(serverUrl, name) : '';
  const adminQuery = (statement: string) => runAdminQuery(serverUrl, statement);
  const handles: DatabaseHandle[] = [];
  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE "${name}"`);
  });
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close().catch(() => undefined)));
    await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('three instances migrate at the same time: every migration runs once, and none fails', async () => {
    for (let i = 0; i < 3; i++) handles.push(await openDatabase({ url }));
    await Promise.all(handles.map((h) => runMigrations(h)));
    const journal = JSON.parse(readFileSync(fileURLToPath(new URL('../db/migrations/meta/_journal.json', import.meta.url)), 'utf8')) as { entries: unknown[] };
    const count = async (h: DatabaseHandle, query: SQL) => ((await h.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect(await count(handles[0]!, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(journal.entries.length);
    // The last migration's objects exist (once: a second run of it would have failed on CREATE FUNCTION).
    expect(await count(handles[1]!, sql`select count(*)::int as n from pg_proc where proname = 'notify_cache_change'`)).toBe(1);
  });
});
