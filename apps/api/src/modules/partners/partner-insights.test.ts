import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_EXCHANGE_RATES,
  authTexts,
  convertAmount,
  partnerBookingsResponseSchema,
  partnerEarningsResponseSchema,
  partnerPayoutMinor,
  servicePopularityResponseSchema,
  type PartnerBookingDto,
} from '@mt/shared';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createTraveller } from '../../test/factories';
import { makeService } from '../services/testing/catalogue-fixtures';
import { lastMonths } from './partner-insights.service';
import { makeSubscribedPartner, makeTrip, type SubscribedPartner } from './testing/partner-fixtures';

const monthOf = (d: Date) => d.toISOString().slice(0, 7);
/** Noon on the 10th, `back` months ago (UTC): far from any month boundary. */
const monthsAgo = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 10, 12));
};

describe('GET /api/partners/me/earnings, /bookings, /service-popularity', () => {
  let t: TestApp;
  let a: SubscribedPartner;
  let b: SubscribedPartner;
  let ids: { s1: number; s2: number; s3: number };
  const expected = { estimated: 0, completed: 0, twoMonthsAgo: 0, thisMonth: 0 };

  beforeAll(async () => {
    t = await buildTestApp();
    a = await makeSubscribedPartner(t.app, 'active', { commissionRate: 15 });
    b = await makeSubscribedPartner(t.app, 'active');
    const s1 = await makeService(t.db, a.partnerId, { name: 'Balloon Safari', type: 'activity' });
    const s2 = await makeService(t.db, a.partnerId, { name: 'Zebra Lodge', type: 'accommodation' });
    const s3 = await makeService(t.db, b.partnerId, { name: 'Other Partner Tour' });
    ids = { s1: s1.id, s2: s2.id, s3: s3.id };
    const amina = await createTraveller(t.app, { name: 'Amina Mwangi' });
    const lars = await createTraveller(t.app, { name: 'Lars Haugen' });
    const nok = (minor: number) => minor / 100;

    // 1. Completed two months ago, 2 travellers: the payout written at completion is what counts.
    await makeTrip(t.db, {
      travellerId: amina.user.id, travellerCount: 2, status: 'completed', paymentStatus: 'paid',
      createdAt: monthsAgo(3), completedAt: monthsAgo(2),
      lines: [
        { serviceId: s1.id, unitPriceMinor: 100_000, commissionRate: 15, payoutMinor: 169_999 },
        { serviceId: s3.id, unitPriceMinor: 50_000, commissionRate: 15, payoutMinor: 85_000 },
      ],
    });
    expected.estimated += nok(169_999);
    expected.completed += nok(169_999);
    expected.twoMonthsAgo += nok(169_999);

    // 2. Paid, not yet completed, 3 travellers: only the estimate, computed by the payout rule.
    await makeTrip(t.db, {
      travellerId: lars.user.id, travellerCount: 3, status: 'confirmed', paymentStatus: 'paid', createdAt: monthsAgo(1),
      lines: [
        { serviceId: s1.id, unitPriceMinor: 100_000, commissionRate: 15 },
        { serviceId: s2.id, unitPriceMinor: 33_333, commissionRate: 12.5 },
      ],
    });
    expected.estimated += nok(partnerPayoutMinor(100_000, 3, 15)) + nok(partnerPayoutMinor(33_333, 3, 12.5));

    // 3. Cancelled and refunded: a booking row, no earnings, no popularity.
    await makeTrip(t.db, {
      travellerId: lars.user.id, travellerCount: 1, status: 'cancelled', paymentStatus: 'refunded', createdAt: monthsAgo(1),
      lines: [{ serviceId: s1.id, unitPriceMinor: 100_000, commissionRate: 15 }],
    });
    // 4. A proposal not paid yet: a booking row only.
    await makeTrip(t.db, {
      travellerId: amina.user.id, travellerCount: 2, status: 'pending_confirmation', paymentStatus: 'pending',
      lines: [{ serviceId: s2.id, unitPriceMinor: 40_000, commissionRate: 15 }],
    });
    // 5. Completed this month, priced in EUR: earnings converted to NOK.
    await makeTrip(t.db, {
      travellerId: lars.user.id, travellerCount: 1, status: 'completed', paymentStatus: 'paid', createdAt: monthsAgo(1),
      completedAt: new Date(),
      lines: [{ serviceId: s2.id, unitPriceMinor: 10_000, currency: 'EUR', commissionRate: 10, payoutMinor: 9_000 }],
    });
    const eurInNok = convertAmount(90, 'EUR', 'NOK', DEFAULT_EXCHANGE_RATES)!;
    expected.estimated += eurInNok;
    expected.completed += eurInNok;
    expected.thisMonth += eurInNok;

    // 6. Completed 14 months ago: in the totals, before the 12-month trend.
    await makeTrip(t.db, {
      travellerId: amina.user.id, travellerCount: 1, status: 'completed', paymentStatus: 'paid',
      createdAt: monthsAgo(16), completedAt: monthsAgo(14),
      lines: [{ serviceId: s1.id, unitPriceMinor: 20_000, commissionRate: 20, payoutMinor: 16_000 }],
    });
    expected.estimated += 160;
    expected.completed += 160;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/partners/me/${path}`, headers: token ? bearer(token) : {} });
  const round2 = (n: number) => Math.round(n * 100) / 100;

  it('answers earnings in NOK net of commission: estimate over paid trips, completed ones, a 12-month trend', async () => {
    const res = await get('earnings', a.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(partnerEarningsResponseSchema.strict().safeParse(body).success).toBe(true);
    expect(body.status).toBe('success');
    expect(body.summary).toEqual({ estimatedTotalEarnings: round2(expected.estimated), includedInCompletedTrips: round2(expected.completed) });
    // Checked by hand as well: 1699.99 + 2550 + 874.99 + 90 EUR + 160.
    expect(body.summary.estimatedTotalEarnings).toBe(round2(1699.99 + 2550 + 874.99 + 90 / 0.086 + 160));
    expect(body.trends).toHaveLength(12);
    expect(body.trends.map((x: { month: string }) => x.month)).toEqual(lastMonths(new Date(), 12));
    const byMonth = Object.fromEntries(body.trends.map((x: { month: string; totalEarnings: number }) => [x.month, x.totalEarnings]));
    expect(byMonth[monthOf(monthsAgo(2))]).toBe(round2(expected.twoMonthsAgo));
    expect(byMonth[monthOf(new Date())]).toBe(round2(expected.thisMonth));
    expect(byMonth[monthOf(monthsAgo(1))]).toBe(0);
  });

  it('answers zeros and no trend to a partner without trips', async () => {
    const fresh = await makeSubscribedPartner(t.app, null, null);
    const res = await get('earnings', fresh.token);
    expect(res.json()).toEqual({ status: 'success', summary: { estimatedTotalEarnings: 0, includedInCompletedTrips: 0 }, trends: [] });
  });

  it("lists only trips with the partner's own services, with the traveller's name, newest first", async () => {
    const res = await get('bookings', a.token);
    expect(res.statusCode).toBe(200);
    expect(partnerBookingsResponseSchema.strict().safeParse(res.json()).success).toBe(true);
    const bookings = res.json<{ bookings: PartnerBookingDto[] }>().bookings;
    expect(bookings).toHaveLength(7);
    expect(bookings.every((x) => x.service_id === ids.s1 || x.service_id === ids.s2)).toBe(true);
    expect(bookings.some((x) => x.service_name === 'Other Partner Tour')).toBe(false);
    const times = bookings.map((x) => Date.parse(x.trip_created_at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(bookings[0]).toMatchObject({ traveller_name: 'Amina Mwangi', trip_status: 'pending_confirmation', service_name: 'Zebra Lodge', service_type: 'accommodation', service_base_price: 400, currency: 'NOK' });
    expect(bookings.find((x) => x.trip_status === 'cancelled')).toMatchObject({ traveller_name: 'Lars Haugen', service_name: 'Balloon Safari', service_base_price: 1000 });
    expect(bookings.find((x) => x.currency === 'EUR')).toMatchObject({ service_base_price: 100, trip_status: 'completed' });
    expect(Object.keys(bookings[0]!).sort()).toEqual(
      ['currency', 'service_base_price', 'service_id', 'service_name', 'service_type', 'traveller_name', 'trip_created_at', 'trip_id', 'trip_status'],
    );

    const other = (await get('bookings', b.token)).json<{ bookings: PartnerBookingDto[] }>().bookings;
    expect(other.map((x) => x.service_name)).toEqual(['Other Partner Tour']);
  });

  it('counts paid, not cancelled trips per service, most booked first', async () => {
    const res = await get('service-popularity', a.token);
    expect(res.statusCode).toBe(200);
    expect(servicePopularityResponseSchema.strict().safeParse(res.json()).success).toBe(true);
    expect(res.json()).toEqual({
      status: 'success',
      popularity: [
        { serviceName: 'Balloon Safari', bookingCount: 3 },
        { serviceName: 'Zebra Lodge', bookingCount: 2 },
      ],
    });
    expect((await get('service-popularity', b.token)).json().popularity).toEqual([{ serviceName: 'Other Partner Tour', bookingCount: 1 }]);
  });

  it('keeps the history of a service the partner deleted', async () => {
    const p = await makeSubscribedPartner(t.app, 'active');
    const s = await makeService(t.db, p.partnerId, { name: 'Retired Tour' });
    const traveller = await createTraveller(t.app, { name: 'Kwame Mensah' });
    await makeTrip(t.db, {
      travellerId: traveller.user.id, travellerCount: 1, status: 'confirmed', paymentStatus: 'paid',
      lines: [{ serviceId: s.id, unitPriceMinor: 10_000, commissionRate: 15 }],
    });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/services/${s.id}`, headers: bearer(p.token) })).statusCode).toBe(204);
    expect((await get('bookings', p.token)).json().bookings).toMatchObject([{ traveller_name: 'Kwame Mensah', service_name: 'Retired Tour' }]);
    expect((await get('service-popularity', p.token)).json().popularity).toEqual([{ serviceName: 'Retired Tour', bookingCount: 1 }]);
    expect((await get('earnings', p.token)).json().summary.estimatedTotalEarnings).toBe(85);
  });

  it.each(['earnings', 'bookings', 'service-popularity'])('/%s answers 401 without a token and 403 to travellers and admins', async (path) => {
    expect((await get(path)).statusCode).toBe(401);
    for (const person of [await createTraveller(t.app), await createAdmin(t.app)]) {
      const res = await get(path, person.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: authTexts.wrongRole });
    }
  });
});

describe('lastMonths', () => {
  it('answers the months up to the current one, across a year boundary', () => {
    expect(lastMonths(new Date('2026-02-15T12:00:00Z'), 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(lastMonths(new Date('2026-03-31T23:59:59Z'), 2)).toEqual(['2026-02', '2026-03']);
  });
});
