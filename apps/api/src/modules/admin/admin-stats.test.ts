import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  earningsSummaryResponseSchema,
  platformStatsResponseSchema,
  registrationTrendsResponseSchema,
  revenueTrendsResponseSchema,
} from '@mt/shared';
import { users } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createPartner, createTraveller } from '../../test/factories';
import { buildRevenueScenario, midMonth, monthKey } from '../revenue/testing/revenue-scenario';

describe('admin dashboard statistics (a database of its own)', () => {
  let t: TestApp;
  let token: string;
  const now = new Date();

  beforeAll(async () => {
    t = await buildTestApp({ freshDatabase: true });
    token = (await createAdmin(t.app)).token;
    // 3 partners (active, trialing, past due) and 1 traveller, plus 2 more travellers and a partner without a plan.
    await buildRevenueScenario(t.app, now);
    await createTraveller(t.app);
    await createTraveller(t.app, { name: 'Older Traveller' });
    await createPartner(t.app);
    const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
    await t.db.insert(users).values([
      { name: 'Ten days', email: 'ten.days@example.com', passwordHash: 'x', userType: 'traveller', createdAt: day(10) },
      { name: 'Ten days partner', email: 'ten.partner@example.com', passwordHash: 'x', userType: 'partner', createdAt: day(10) },
      { name: 'Long ago', email: 'long.ago@example.com', passwordHash: 'x', userType: 'traveller', createdAt: day(31) },
      { name: 'Another admin', email: 'admin2@example.com', passwordHash: 'x', userType: 'admin', createdAt: day(1) },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('GET /api/admin/platform-stats counts partners, active subscriptions (active or trialing) and travellers', async () => {
    expect(platformStatsResponseSchema.strict().parse(await get('/api/admin/platform-stats'))).toEqual({
      status: 'success',
      // Partners: Alpha (active), Bravo (trialing), Charlie (past due), one without a plan. Travellers: 1 + 2 + 2 inserted.
      stats: { totalPartners: 4, activeSubscriptionPartners: 2, totalTravellers: 5 },
    });
  });

  it('GET /api/admin/earnings/summary totals what travellers paid for completed trips, in NOK', async () => {
    expect(earningsSummaryResponseSchema.strict().parse(await get('/api/admin/earnings/summary'))).toEqual({
      summary: { totalRevenue: 8700, completedTrips: 4, averageRevenuePerTrip: 2175, currency: 'NOK' },
    });
  });

  it('GET /api/admin/stats/user-registration-trends answers 30 UTC days up to today, zeros included', async () => {
    const { trends } = registrationTrendsResponseSchema.strict().parse(await get('/api/admin/stats/user-registration-trends'));
    expect(trends).toHaveLength(30);
    const today = now.toISOString().slice(0, 10);
    expect(trends.at(-1)).toEqual({ date: today, newTravellers: 3, newPartners: 4 });
    const tenDaysAgo = new Date(now.getTime() - 10 * 86_400_000).toISOString().slice(0, 10);
    expect(trends.find((p) => p.date === tenDaysAgo)).toEqual({ date: tenDaysAgo, newTravellers: 1, newPartners: 1 });
    expect(trends[0]!.date).toBe(new Date(now.getTime() - 29 * 86_400_000).toISOString().slice(0, 10));
    // The traveller from 31 days ago and the admins are not counted.
    const total = trends.reduce((n, p) => n + p.newTravellers + p.newPartners, 0);
    expect(total).toBe(9);
  });

  it('GET /api/admin/stats/revenue-trends answers 12 months up to this one, in USD, by month of completion', async () => {
    const body = revenueTrendsResponseSchema.strict().parse(await get('/api/admin/stats/revenue-trends'));
    expect(body.currency).toBe('USD');
    expect(body.trends).toHaveLength(12);
    expect(body.trends.at(-1)).toEqual({ month: monthKey(now), totalRevenue: 770 });
    expect(body.trends.find((p) => p.month === monthKey(midMonth(now, 2)))).toEqual({ month: monthKey(midMonth(now, 2)), totalRevenue: 50 });
    expect(body.trends[0]!.month).toBe(monthKey(midMonth(now, 11)));
    // The trip completed 13 months ago is outside the window.
    expect(body.trends.reduce((n, p) => n + p.totalRevenue, 0)).toBe(820);
  });
});
