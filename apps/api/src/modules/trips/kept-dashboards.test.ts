import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays } from '@mt/shared';
import { preferences, travellerDashboardVersions, trips } from '../../db/schema';
import { AdjustableClock } from '../../lib/clock';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, type Person } from '../../test/factories';
import { travellerTripsQuery } from './traveller-trips.repository';
import { journey } from './testing/journey';

/**
 * GET /api/trips answers from a copy kept per instance while the traveller's stamp, the day and the settings
 * are unchanged (docs/decisions/0048-dashboards-kept-by-version.md). The stamp is kept by triggers, so these
 * tests write the way any path would, and switch a trigger off only to show that the copy is really answered.
 */
describe('kept dashboards', () => {
  let t: TestApp;
  let admin: Person;
  const clock = new AdjustableClock();
  beforeAll(async () => {
    t = await buildTestApp({ clock });
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  const dashboard = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/trips', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.json();
  };
  /** The traveller's stamp as the session check reads it (0 without a row). */
  const stampOf = async (travellerId: number) => {
    const [row] = await t.app.db.select().from(travellerDashboardVersions).where(eq(travellerDashboardVersions.travellerId, travellerId));
    return row?.version ?? 0;
  };
  /** A trip write the triggers do not see: only a kept copy can still show the old price after it. */
  const writeUnseen = async (tripId: number, totalPriceMinor: number) => {
    await t.app.db.execute(sql`ALTER TABLE trips DISABLE TRIGGER trips_dashboard`);
    try {
      await t.app.db.update(trips).set({ totalPriceMinor }).where(eq(trips.id, tripId));
    } finally {
      await t.app.db.execute(sql`ALTER TABLE trips ENABLE TRIGGER trips_dashboard`);
    }
  };

  it('has a trigger on every table the dashboard reads, so no write to them can leave a copy stale', async () => {
    const { sql: text } = travellerTripsQuery(t.app.db).toSQL();
    const read = new Set([...text.matchAll(/(?:from|join(?: lateral)?)\s+"(\w+)"/gi)].map((m) => m[1]!));
    // The banner "a request awaits its proposal" reads preferences, already among them (the join).
    expect([...read].sort()).toEqual(['payments', 'preferences', 'refunds', 'trip_messages', 'trip_postponements', 'trip_proposal_revisions', 'trip_reviews', 'trip_threads', 'trips']);
    // One trigger per table, or one per event where only some rows show (trip_messages, trip_threads): together
    // they fire on insert (tgtype bit 4), delete (8) and update (16).
    const triggers = (await t.app.db.execute(sql`
      select c.relname as "table", bit_or(g.tgtype::int & 28) as events from pg_trigger g join pg_class c on c.oid = g.tgrelid
      where (g.tgname = c.relname || '_dashboard' or g.tgname like c.relname || '\_dashboard\_%') and not g.tgisinternal
      group by c.relname`)) as unknown as { rows: { table: string; events: number }[] };
    expect(triggers.rows.map((r) => r.table).sort()).toEqual([...read].sort());
    for (const { table, events } of triggers.rows) expect(Number(events), table).toBe(28);
  });

  it("gives a traveller's dashboard a new stamp for each write it shows, and leaves other travellers' alone", async () => {
    const j = await journey(t.app, 'paid', { admin });
    const other = await journey(t.app, 'proposed', { admin });
    const stamps = async () => [await stampOf(j.traveller.user.id), await stampOf(other.traveller.user.id)] as const;
    const seen = new Set<number>();
    /** Runs a write and answers whether it gave j's traveller a stamp never seen before, leaving the other's. */
    const renews = async (write: () => Promise<unknown>) => {
      const [, otherBefore] = await stamps();
      await write();
      const [mine, otherAfter] = await stamps();
      expect(otherAfter).toBe(otherBefore);
      const fresh = !seen.has(mine);
      seen.add(mine);
      return fresh;
    };
    await renews(async () => {});
    expect(await renews(async () => {})).toBe(false);
    // The trip (traveller_row_changed), its request, and a message and its read marker (trip_row_changed).
    expect(await renews(() => t.app.db.update(trips).set({ name: 'Renamed' }).where(eq(trips.id, j.tripId)))).toBe(true);
    expect(await renews(() => t.app.db.update(preferences).set({ notes: 'Window seat' }).where(eq(preferences.id, j.preferenceId)))).toBe(true);
    let messageId = 0;
    const message = async () => {
      const res = await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/messages`, headers: bearer(admin.token), payload: { body: 'Pack a warm layer.' } });
      expect(res.statusCode).toBe(201);
      messageId = (res.json() as { trip_message: { id: number } }).trip_message.id;
    };
    expect(await renews(message)).toBe(true);
    // The traveller's own message, and the thread's e-mail stamp it sets, leave the unread count as it was.
    const reply = () => t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/messages`, headers: bearer(j.traveller.token), payload: { body: 'Thank you!' } });
    expect(await renews(async () => expect((await reply()).statusCode).toBe(201))).toBe(false);
    expect(await renews(() => t.app.inject({ method: 'PUT', url: `/api/trips/${j.tripId}/messages/read`, headers: bearer(j.traveller.token), payload: { last_read_id: messageId } }))).toBe(true);
    // A payment row names its trip.
    expect(await renews(() => t.app.db.execute(sql`update payments set updated_at = now() where trip_id = ${j.tripId}`))).toBe(true);
    // A write that shows on no dashboard leaves the stamp as it was.
    expect(await renews(() => t.app.db.execute(sql`update services set updated_at = now() where id = ${j.serviceIds[0]!}`))).toBe(false);
  });

  it('answers the kept copy while nothing it shows changed, and a fresh one after any write it shows', async () => {
    const j = await journey(t.app, 'paid', { admin, total: 5000 });
    expect((await dashboard(j.traveller.token)).upcomingTrip.total_price).toBe(5000);
    await writeUnseen(j.tripId, 6_000_00);
    expect((await dashboard(j.traveller.token)).upcomingTrip.total_price).toBe(5000);
    // Any write the triggers see, here the team's message, brings the price written unseen along.
    const sent = await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/messages`, headers: bearer(admin.token), payload: { body: 'Your guide is booked.' } });
    expect(sent.statusCode).toBe(201);
    const fresh = (await dashboard(j.traveller.token)).upcomingTrip;
    expect(fresh).toMatchObject({ total_price: 6000, unread_messages: 1 });
  });

  it('builds the dashboard again on a new day and after a settings change, with nothing written', async () => {
    const j = await journey(t.app, 'paid', { admin, total: 5000 });
    expect((await dashboard(j.traveller.token)).upcomingTrip.total_price).toBe(5000);
    await writeUnseen(j.tripId, 7_000_00);
    try {
      clock.set(new Date(`${addDays(new Date().toISOString().slice(0, 10), 1)}T12:00:00Z`));
      expect((await dashboard(j.traveller.token)).upcomingTrip.total_price).toBe(7000);
    } finally {
      clock.set(null);
    }
    expect((await dashboard(j.traveller.token)).upcomingTrip.total_price).toBe(7000);
    await writeUnseen(j.tripId, 8_000_00);
    const settings = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(admin.token) })).json();
    const put = (days: number) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin.token), payload: { reveal_days_before_departure: days } });
    expect((await put(settings.reveal_days_before_departure - 1)).statusCode).toBe(200);
    try {
      expect((await dashboard(j.traveller.token)).upcomingTrip.total_price).toBe(8000);
    } finally {
      expect((await put(settings.reveal_days_before_departure)).statusCode).toBe(200);
    }
  });

  it('compresses a dashboard over 1 KB as the browser accepts, each body the same JSON', async () => {
    const j = await journey(t.app, 'paid', { admin });
    const get = (acceptEncoding?: string) => t.app.inject({ method: 'GET', url: '/api/trips', headers: { ...bearer(j.traveller.token), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await get('gzip, deflate, br');
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding', 'content-type': 'application/json; charset=utf-8' });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it("keeps one traveller's dashboard from another's", async () => {
    const first = await journey(t.app, 'paid', { admin, total: 5000 });
    const second = await journey(t.app, 'paid', { admin, total: 9000 });
    expect((await dashboard(first.traveller.token)).upcomingTrip).toMatchObject({ id: first.tripId, total_price: 5000 });
    expect((await dashboard(second.traveller.token)).upcomingTrip).toMatchObject({ id: second.tripId, total_price: 9000 });
    expect((await dashboard(first.traveller.token)).upcomingTrip).toMatchObject({ id: first.tripId, total_price: 5000 });
  });
});
