import type { Socket } from 'node:net';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { outboxEmails, settings, trips } from '../db/schema';
import { bearer, buildTestApp, type TestApp } from '../test/app';
import { createAdmin, type Person } from '../test/factories';
import { inDays, journey } from '../modules/trips/testing/journey';
import { openDatabase } from '../db/client';
import { createJobLock } from '../db/job-lock';
import { rowsOf } from '../modules/services/service-card.sql';
import { createTestDatabase, testDriver, type TestDatabase } from '../test/database';
import { revealDueTrips } from '../modules/trips/reveal-due-trips.service';
import { REVEAL_JOB } from './reveal-trips.job';
import { Scheduler } from './scheduler';

const silentLog = { debug() {}, error() {}, info() {}, warn() {} } as never;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the reveal job', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    // Its own database: the job reveals every due trip in it.
    t = await buildTestApp({ freshDatabase: true });
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  const status = async (id: number) => (await t.db.select().from(trips).where(eq(trips.id, id)))[0]!;

  it('reveals confirmed trips reveal_days_before_departure days ahead, and nothing else', async () => {
    await t.db.insert(settings).values({ key: 'reveal_days_before_departure', value: 5 }).onConflictDoUpdate({ target: settings.key, set: { value: 5 } });
    const due = await journey(t.app, 'paid', { admin, preference: { departure_date: inDays(5) } });
    const notYet = await journey(t.app, 'paid', { admin, preference: { departure_date: inDays(6) } });
    const unpaid = await journey(t.app, 'proposed', { admin, preference: { departure_date: inDays(1) } });

    const run = await t.app.scheduler.runNow(REVEAL_JOB);
    expect(run).toEqual({ ran: true, result: [due.tripId] });
    expect((await status(due.tripId)).status).toBe('revealed');
    expect((await status(due.tripId)).revealedAt).toBeInstanceOf(Date);
    expect((await status(notYet.tripId)).status).toBe('confirmed');
    expect((await status(unpaid.tripId)).status).toBe('pending_confirmation');
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, due.traveller.email));
    expect(mails.filter((m) => m.subject === 'Your destination is revealed: Arusha, Tanzania')).toHaveLength(1);
    const details = await t.app.inject({ method: 'GET', url: `/api/trips/${due.tripId}/details`, headers: bearer(due.traveller.token) });
    expect(details.statusCode).toBe(200);

    // A day later the next one is due; the revealed one is not revealed again.
    expect(await revealDueTrips(t.app, new Date(Date.now() + 86_400_000))).toEqual([notYet.tripId]);
  });

  it('runs once at a time: a second runner skips while the first holds the lock', async () => {
    const lock = createJobLock(t.database);
    let release!: () => void;
    let working!: () => void;
    const started = new Promise<void>((resolve) => (working = resolve));
    const first = lock.tryRun(9_999, () => new Promise<string>((r) => ((release = () => r('first')), working())));
    await started;
    expect(await lock.tryRun(9_999, async () => 'second')).toEqual({ ran: false });
    release();
    expect(await first).toEqual({ ran: true, result: 'first' });
    expect(await lock.tryRun(9_999, async () => 'third')).toEqual({ ran: true, result: 'third' });
    await lock.close();
  });

  it('a scheduler runs its jobs on its timer and stops cleanly', async () => {
    let runs = 0;
    const lock = createJobLock(t.database);
    const scheduler = new Scheduler([{ name: 'tick', lockId: 9_998, everyMs: 10, firstRunMs: 0, run: async () => (runs += 1) }], lock, silentLog);
    scheduler.start();
    await sleep(200);
    await scheduler.stop();
    await lock.close();
    const after = runs;
    expect(after).toBeGreaterThan(1);
    await sleep(50);
    expect(runs).toBe(after);
    expect(scheduler.running).toBe(false);
  });

  it('the app does not start its timers in tests (the server does)', () => {
    expect(t.app.scheduler.running).toBe(false);
  });
});

describe('the scheduler tells how each run came out', () => {
  it('ran, skipped while another runner holds the lock, and failed', async () => {
    const seen: string[] = [];
    let release!: () => void;
    const lock = {
      held: false,
      async tryRun<T>(_id: number, work: () => Promise<T>) {
        if (this.held) return { ran: false as const };
        this.held = true;
        try {
          return { ran: true as const, result: await work() };
        } finally {
          this.held = false;
        }
      },
      async close() {},
    };
    const scheduler = new Scheduler(
      [
        { name: 'slow', lockId: 1, everyMs: 60_000, run: () => new Promise<void>((resolve) => (release = resolve)) },
        { name: 'broken', lockId: 2, everyMs: 60_000, run: () => Promise.reject(new Error('boom')) },
      ],
      lock,
      silentLog,
      (job, outcome) => seen.push(`${job} ${outcome}`),
    );
    const first = scheduler.runNow('slow');
    await scheduler.runNow('slow');
    release();
    await first;
    await expect(scheduler.runNow('broken')).rejects.toThrow('boom');
    expect(seen).toEqual(['slow skipped', 'slow ran', 'broken failed']);
  });
});

// The locks' own session (decision 0064): PostgreSQL only, PGlite has one connection and no pools.
describe.runIf(testDriver === 'pg')('job locks on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('hold no pooled connection: with a pool of one, three jobs that each query run at once', async () => {
    const small = await openDatabase({ url: database.url!, poolSize: 1 });
    const lock = createJobLock(small);
    try {
      const runs = await Promise.all(
        [1, 2, 3].map((n) => lock.tryRun(70_000 + n, async () => rowsOf<{ n: number }>(await small.db.execute(sql`select ${n}::int as n, pg_sleep(0.02)`))[0]!.n)),
      );
      expect(runs).toEqual([1, 2, 3].map((n) => ({ ran: true, result: n })));
    } finally {
      await lock.close();
      await small.close();
    }
  });

  it('keep a job to one runner across instances, and come back after the server ends their session', async () => {
    const [here, there] = [createJobLock(database.handle), createJobLock(database.handle)];
    const lockHolder = async () => rowsOf<{ pid: number }>(await database.handle.db.execute(sql`select pid from pg_locks where locktype = 'advisory' and objid = 70010`))[0]?.pid;
    try {
      let holder: number | undefined;
      const first = await here.tryRun(70_010, async () => {
        holder = await lockHolder();
        return there.tryRun(70_010, async () => 'both');
      });
      expect(first).toEqual({ ran: true, result: { ran: false } });
      expect(await lockHolder()).toBeUndefined();

      // A restart or failover ends the session between runs: the next run opens another.
      await database.handle.db.execute(sql`select pg_terminate_backend(${holder!})`);
      await expect.poll(async () => rowsOf(await database.handle.db.execute(sql`select 1 from pg_stat_activity where pid = ${holder!}`)).length).toBe(0);
      expect(await here.tryRun(70_010, async () => lockHolder())).toEqual({ ran: true, result: expect.any(Number) });
    } finally {
      await Promise.all([here.close(), there.close()]);
    }
    expect(await here.tryRun(70_010, async () => 'closed')).toEqual({ ran: false });
  });

  it("run a job on a new session when the server's end of the old one arrives only after the lock was asked for", async () => {
    const lock = createJobLock(database.handle);
    try {
      expect(await lock.tryRun(70_020, async () => 'before')).toEqual({ ran: true, result: 'before' });
      // The locks' session, reached inside: the order of two network messages cannot be set from outside.
      const session = await (lock as unknown as { session: Promise<pg.Client> }).session;
      const socket = (session as unknown as { connection: { stream: Socket } }).connection.stream;
      const { rows } = await session.query<{ pid: number }>('select pg_backend_pid() as pid');
      // Under load the server's "terminating connection" can still be unread when the next run sends its lock
      // statement: held unread here until then.
      socket.pause();
      await database.handle.db.execute(sql`select pg_terminate_backend(${rows[0]!.pid})`);
      await expect.poll(async () => rowsOf(await database.handle.db.execute(sql`select 1 from pg_stat_activity where pid = ${rows[0]!.pid}`)).length).toBe(0);
      const next = lock.tryRun(70_020, async () => 'after');
      socket.resume();
      expect(await next).toEqual({ ran: true, result: 'after' });
    } finally {
      await lock.close();
    }
  });
});
