import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { EXCHANGE_RATES_BASE } from '@mt/shared';
import { partnerInsightVersions, partners, preferences, services, trips, tripServices, users } from '../../db/schema';
import { AdjustableClock } from '../../lib/clock';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createTraveller, type Person } from '../../test/factories';
import { makeService } from '../services/testing/catalogue-fixtures';
import { bookingRowsStatement, earningsLinesStatement, servicePopularityStatement } from './partner-insights.repository';
import { makeSubscribedPartner, makeTrip, type SubscribedPartner } from './testing/partner-fixtures';

/**
 * A partner's earnings, bookings and popularity are answered from copies kept per instance while their stamp is
 * unchanged (docs/decisions/0053-partner-insights-kept-by-version.md), and earnings also while the month and the
 * exchange rates are. The stamp is kept by triggers, so these tests write the way any path would, and switch a
 * trigger off only to show that a copy is really answered.
 */
describe('kept partner insights', () => {
  let t: TestApp;
  let admin: Person;
  let a: SubscribedPartner;
  let b: SubscribedPartner;
  let amina: Person;
  const clock = new AdjustableClock();

  beforeAll(async () => {
    // Its own database: one test stores an exchange-rate table, which is global.
    t = await buildTestApp({ clock, freshDatabase: true });
    admin = await createAdmin(t.app);
    a = await makeSubscribedPartner(t.app);
    b = await makeSubscribedPartner(t.app);
    amina = await createTraveller(t.app, { name: 'Amina Mwangi' });
  });
  afterAll(async () => {
    await t.close();
  });

  const stampOf = async (userId: number) => {
    const [row] = await t.app.db.select().from(partnerInsightVersions).where(eq(partnerInsightVersions.partnerUserId, userId));
    return row?.version ?? 0;
  };
  const insights = async (token: string) => {
    const get = async (kind: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/partners/me/${kind}`, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return res.json();
    };
    const [earnings, bookings, popularity] = await Promise.all([get('earnings'), get('bookings'), get('service-popularity')]);
    return {
      estimated: earnings.summary.estimatedTotalEarnings as number,
      bookings: (bookings.bookings as { service_name: string; traveller_name: string }[]).map((r) => `${r.service_name} for ${r.traveller_name}`).sort(),
      popularity: popularity.popularity as { serviceName: string; bookingCount: number }[],
    };
  };
  /** A write the insights triggers do not see: only a kept copy can still leave it out after it. */
  const writeUnseen = async (table: string, write: () => Promise<unknown>) => {
    await t.app.db.execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER ${table}_insights`));
    try {
      await write();
    } finally {
      await t.app.db.execute(sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER ${table}_insights`));
    }
  };
  const paidTrip = (serviceIds: number[], o: { traveller?: Person; currency?: string } = {}) =>
    makeTrip(t.db, {
      travellerId: (o.traveller ?? amina).user.id, travellerCount: 2, status: 'confirmed', paymentStatus: 'paid',
      lines: serviceIds.map((serviceId) => ({ serviceId, unitPriceMinor: 100_000, commissionRate: 15, currency: o.currency ?? 'NOK' })),
    });

  it('has a trigger on every table the insights read, so no write to them can leave a copy stale', async () => {
    const dialect = new PgDialect();
    const read = new Set<string>();
    for (const statement of [earningsLinesStatement, bookingRowsStatement, servicePopularityStatement]) {
      for (const m of dialect.sqlToQuery(statement(1)).sql.matchAll(/(?:from|join)\s+"?(\w+)"?/gi)) read.add(m[1]!);
    }
    expect([...read].sort()).toEqual(['partners', 'preferences', 'services', 'trip_services', 'trips', 'users']);
    const triggers = (await t.app.db.execute(sql`
      select c.relname as "table" from pg_trigger g join pg_class c on c.oid = g.tgrelid
      where g.tgname = c.relname || '_insights' and not g.tgisinternal`)) as unknown as { rows: { table: string }[] };
    expect(triggers.rows.map((r) => r.table).sort()).toEqual([...read].sort());
  });

  it("gives a partner's insights a new stamp for each write they show, and leaves other partners' alone", async () => {
    const mine = await makeService(t.db, a.partnerId, { name: 'Balloon Safari' });
    const more = await makeService(t.db, a.partnerId, { name: 'Zebra Lodge' });
    const theirs = await makeService(t.db, b.partnerId, { name: 'Other Partner Tour' });
    const jo = await createTraveller(t.app, { name: 'Jo Banda' });
    const tripId = await paidTrip([mine.id], { traveller: jo });
    const [trip] = await t.app.db.select({ preferenceId: trips.preferenceId }).from(trips).where(eq(trips.id, tripId));
    const seen = new Set<number>();
    /** Runs a write and answers which of a's and b's stamps it renewed (to one never seen before). */
    const renews = async (write: () => Promise<unknown>) => {
      const before = [await stampOf(a.user.id), await stampOf(b.user.id)];
      await write();
      const after = [await stampOf(a.user.id), await stampOf(b.user.id)];
      const renewed = after.map((stamp, i) => stamp !== before[i] && !seen.has(stamp));
      after.forEach((stamp) => seen.add(stamp));
      return { a: renewed[0], b: renewed[1] };
    };
    const onlyA = { a: true, b: false };
    const neither = { a: false, b: false };

    // A trip line: added, changed, removed (trip_line_changed_for_insights); one of b's service bumps b alone.
    expect(await renews(() => t.app.db.insert(tripServices).values({ tripId, serviceId: more.id, unitPriceMinor: 50_000, currency: 'NOK', commissionRate: 15 }))).toEqual(onlyA);
    expect(await renews(() => t.app.db.update(tripServices).set({ unitPriceMinor: 60_000 }).where(eq(tripServices.serviceId, more.id)))).toEqual(onlyA);
    expect(await renews(() => t.app.db.insert(tripServices).values({ tripId, serviceId: theirs.id, unitPriceMinor: 50_000, currency: 'NOK', commissionRate: 15 }))).toEqual({ a: false, b: true });
    expect(await renews(() => t.app.db.delete(tripServices).where(eq(tripServices.serviceId, theirs.id)))).toEqual({ a: false, b: true });
    // A line moved to another partner's service: both.
    expect(await renews(() => t.app.db.update(tripServices).set({ serviceId: theirs.id }).where(eq(tripServices.serviceId, more.id)))).toEqual({ a: true, b: true });
    // The trip itself: the partners of its lines (now a's and b's).
    expect(await renews(() => t.app.db.update(trips).set({ status: 'completed', completedAt: new Date() }).where(eq(trips.id, tripId)))).toEqual({ a: true, b: true });
    // The service's name, the group's size and the traveller's name, each shown; other columns of theirs are not.
    expect(await renews(() => t.app.db.update(services).set({ name: 'Balloon Safari at Dawn' }).where(eq(services.id, mine.id)))).toEqual(onlyA);
    expect(await renews(() => t.app.db.update(services).set({ description: 'Now with breakfast.' }).where(eq(services.id, mine.id)))).toEqual(neither);
    expect(await renews(() => t.app.db.update(preferences).set({ travellerCount: 3 }).where(eq(preferences.id, trip!.preferenceId)))).toEqual({ a: true, b: true });
    expect(await renews(() => t.app.db.update(preferences).set({ notes: 'Window seat' }).where(eq(preferences.id, trip!.preferenceId)))).toEqual(neither);
    expect(await renews(() => t.app.db.update(users).set({ name: 'Jo M. Banda' }).where(eq(users.id, jo.user.id)))).toEqual({ a: true, b: true });
    expect(await renews(() => t.app.db.update(users).set({ name: sql`${users.name}` }).where(eq(users.id, jo.user.id)))).toEqual(neither);
    // A service changing hands: its old and its new partner.
    expect(await renews(() => t.app.db.update(services).set({ partnerId: b.partnerId }).where(eq(services.id, mine.id)))).toEqual({ a: true, b: true });
    // The trip removed: its lines go with it, each bumping its partner (now b's services only).
    expect(await renews(() => t.app.db.delete(trips).where(eq(trips.id, tripId)))).toEqual({ a: false, b: true });
  });

  it("gives both users a new stamp when a partner's account moves to another user", async () => {
    const other = await createTraveller(t.app);
    const c = await makeSubscribedPartner(t.app);
    const before = [await stampOf(c.user.id), await stampOf(other.user.id)];
    await t.app.db.update(partners).set({ userId: other.user.id }).where(eq(partners.id, c.partnerId));
    const after = [await stampOf(c.user.id), await stampOf(other.user.id)];
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
  });

  it('answers the kept copies while nothing they show changed, and fresh ones after any write they show', async () => {
    const p = await makeSubscribedPartner(t.app);
    const lodge = await makeService(t.db, p.partnerId, { name: 'Kept Lodge' });
    const tour = await makeService(t.db, p.partnerId, { name: 'Kept Tour' });
    const first = await paidTrip([lodge.id]);
    const before = await insights(p.token);
    expect(before.bookings).toEqual(['Kept Lodge for Amina Mwangi']);
    expect(before.popularity).toEqual([{ serviceName: 'Kept Lodge', bookingCount: 1 }]);
    // A second booked line, unseen: every copy still leaves it out.
    await writeUnseen('trip_services', () => t.app.db.insert(tripServices).values({ tripId: first, serviceId: tour.id, unitPriceMinor: 100_000, currency: 'NOK', commissionRate: 15 }));
    expect(await insights(p.token)).toEqual(before);
    // Any write the triggers see, here the tour renamed, brings the unseen line along.
    await t.app.db.update(services).set({ name: 'Kept Tour by Night' }).where(eq(services.id, tour.id));
    const after = await insights(p.token);
    expect(after.bookings).toEqual(['Kept Lodge for Amina Mwangi', 'Kept Tour by Night for Amina Mwangi']);
    expect(after.popularity).toEqual([
      { serviceName: 'Kept Lodge', bookingCount: 1 },
      { serviceName: 'Kept Tour by Night', bookingCount: 1 },
    ]);
    expect(after.estimated).toBeGreaterThan(before.estimated);
    // Another partner's copies are theirs: a's are built for a.
    expect((await insights(a.token)).bookings).not.toContain('Kept Lodge for Amina Mwangi');
  });

  it('builds earnings again in a new month and after an exchange-rate change, with nothing written', async () => {
    const p = await makeSubscribedPartner(t.app);
    const safari = await makeService(t.db, p.partnerId, { name: 'Euro Safari', currency: 'EUR' });
    const tripId = await paidTrip([safari.id], { currency: 'EUR' });
    const estimated = async () => (await insights(p.token)).estimated;
    const first = await estimated();
    expect(first).toBeGreaterThan(0);
    const line = () => writeUnseen('trip_services', () => t.app.db.update(tripServices).set({ unitPriceMinor: sql`${tripServices.unitPriceMinor} * 2` }).where(eq(tripServices.tripId, tripId)));
    await line();
    expect(await estimated()).toBe(first);
    // Next month: the trend's months move, so earnings are built again (bookings and popularity need not be).
    const now = new Date();
    clock.set(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 10, 12)));
    try {
      expect(await estimated()).toBeCloseTo(first * 2, 1);
    } finally {
      clock.set(null);
    }
    // Back in this month: built again once, then kept.
    expect(await estimated()).toBeCloseTo(first * 2, 1);
    await line();
    expect(await estimated()).toBeCloseTo(first * 2, 1);
    // A new rate table (any instance's, through the cache bus): the NOK totals are worked out again.
    const table = (await t.app.inject({ method: 'GET', url: '/api/admin/settings/exchange-rates', headers: bearer(admin.token) })).json().exchange_rates;
    expect(table.base).toBe(EXCHANGE_RATES_BASE);
    const rates = { ...table.rates, EUR: table.rates.EUR / 2 };
    const put = await t.app.inject({ method: 'PUT', url: '/api/admin/settings/exchange-rates', headers: bearer(admin.token), payload: { base: EXCHANGE_RATES_BASE, rates } });
    expect(put.statusCode).toBe(200);
    expect(await estimated()).toBeCloseTo(first * 8, 1);
  });

  it('compresses a kept answer as the browser accepts, the same JSON as sent plain', async () => {
    const res = (acceptEncoding?: string) =>
      t.app.inject({ method: 'GET', url: '/api/partners/me/bookings', headers: { ...bearer(a.token), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });
    // a's bookings now hold several lines: over the 1 KB below which nothing is compressed.
    for (let i = 0; i < 6; i++) await paidTrip([(await makeService(t.db, a.partnerId, { name: `Compressed Tour ${i}` })).id]);
    const plain = await res();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await res('gzip, deflate, br');
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding', 'content-type': 'application/json; charset=utf-8' });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });
});
