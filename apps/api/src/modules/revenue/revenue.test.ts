import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  adminPlanResponseSchema,
  adminPlansResponseSchema,
  commissionSummaryResponseSchema,
  revenueTexts,
  topPartnersResponseSchema,
  type AdminPlan,
} from '@mt/shared';
import { subscriptionPlans } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin } from '../../test/factories';
import { buildRevenueScenario } from './testing/revenue-scenario';

describe('commission and revenue (a database of its own)', () => {
  let t: TestApp;
  let token: string;
  let scenario: Awaited<ReturnType<typeof buildRevenueScenario>>;
  beforeAll(async () => {
    t = await buildTestApp({ freshDatabase: true });
    token = (await createAdmin(t.app)).token;
    scenario = await buildRevenueScenario(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const put = (id: number | string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/revenue/subscription-plans/${id}`, headers: bearer(token), payload });

  it('sums completed trips only, in NOK: paid less payouts is the platform revenue', async () => {
    const res = await get('/api/revenue/summary');
    expect(res.statusCode).toBe(200);
    // Paid 6500 + 500 + 1200 (120 USD) + 500 = 8700; payouts 1700 + 3600 + 425 + 850 (85 USD) + 425 = 7000.
    expect(commissionSummaryResponseSchema.strict().parse(res.json()).data).toEqual({
      totalPlatformRevenue: 1700,
      totalPartnerPayouts: 7000,
      totalServiceValue: 8000,
      totalTripsProcessed: 4,
      totalCommissionTransactions: 5,
      currency: 'NOK',
    });
  });

  it('ranks partners by payout with their completed trip counts, five by default', async () => {
    const res = await get('/api/revenue/top-partners?limit=5');
    expect(res.statusCode).toBe(200);
    const { data } = topPartnersResponseSchema.strict().parse(res.json());
    expect(data).toEqual([
      { partnerId: scenario.partners.b.id, partnerName: 'Bravo Safaris', totalTrips: 1, totalPayout: 3600, currency: 'NOK' },
      { partnerId: scenario.partners.a.id, partnerName: 'Alpha Lodges', totalTrips: 3, totalPayout: 2550, currency: 'NOK' },
      { partnerId: scenario.partners.c.id, partnerName: 'Charlie Dhows', totalTrips: 1, totalPayout: 850, currency: 'NOK' },
    ]);
    expect((await get('/api/revenue/top-partners')).json().data).toHaveLength(3);
    expect((await get('/api/revenue/top-partners?limit=1')).json().data.map((p: { partnerName: string }) => p.partnerName)).toEqual(['Bravo Safaris']);
  });

  it.each([
    ['limit=0', 'limit must be at least 1.'],
    ['limit=51', 'limit must be at most 50.'],
    ['limit=five', 'limit must be a whole number.'],
  ])('answers 400 for top-partners?%s', async (query, message) => {
    const res = await get(`/api/revenue/top-partners?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('lists plans cheapest first with price, commission, limit and active partners', async () => {
    const res = await get('/api/revenue/subscription-plans');
    expect(res.statusCode).toBe(200);
    const plans = adminPlansResponseSchema.strict().parse(res.json()).data;
    expect(plans.map((p) => p.name)).toEqual(['Starter', 'Pro']);
    expect(plans[0]).toEqual({
      id: scenario.plans.starter.id,
      name: 'Starter',
      description: null,
      is_active: true,
      price: 299,
      currency: 'NOK',
      interval: 'month',
      commission_rate: 15,
      max_services: 3,
      // Alpha is active; Charlie is past due and does not count.
      partner_count: 1,
    } satisfies AdminPlan);
    expect(plans[1]).toMatchObject({ name: 'Pro', max_services: null, partner_count: 1 });
  });

  it('changes commission and limit, never the price; 0 and null both mean unlimited', async () => {
    const id = scenario.plans.starter.id;
    const res = await put(id, { commission_rate: 12.5, max_services: 5 });
    expect(res.statusCode).toBe(200);
    expect(adminPlanResponseSchema.strict().parse(res.json())).toMatchObject({
      message: revenueTexts.planSaved,
      data: { id, commission_rate: 12.5, max_services: 5, price: 299 },
    });
    expect((await put(id, { commission_rate: 0, max_services: 0 })).json().data).toMatchObject({ commission_rate: 0, max_services: null });
    expect((await put(id, { commission_rate: 100, max_services: null })).json().data).toMatchObject({ commission_rate: 100, max_services: null });
    expect((await put(id, { commission_rate: 33.333, max_services: 2 })).json().data.commission_rate).toBe(33.33);
    const [row] = await t.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
    expect(row).toMatchObject({ commissionRate: 33.33, maxServices: 2, priceMinor: 29_900 });
  });

  it.each([
    [{ commission_rate: 100.01, max_services: 1 }, 'commission_rate', revenueTexts.commissionRange],
    [{ commission_rate: -1, max_services: 1 }, 'commission_rate', revenueTexts.commissionRange],
    [{ commission_rate: '15', max_services: 1 }, 'commission_rate', revenueTexts.commissionRange],
    [{ max_services: 1 }, 'commission_rate', revenueTexts.commissionRange],
    [{ commission_rate: 10, max_services: -1 }, 'max_services', revenueTexts.maxServicesInvalid],
    [{ commission_rate: 10, max_services: 2.5 }, 'max_services', revenueTexts.maxServicesInvalid],
    [{ commission_rate: 10, max_services: '' }, 'max_services', revenueTexts.maxServicesInvalid],
    [{ commission_rate: 10 }, 'max_services', revenueTexts.maxServicesInvalid],
  ])('answers 400 for %j and changes nothing', async (payload, field, message) => {
    const id = scenario.plans.pro.id;
    const res = await put(id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
    const [row] = await t.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
    expect(row).toMatchObject({ commissionRate: 10, maxServices: null });
  });

  it('answers 404 for a plan that does not exist', async () => {
    const res = await put(987_654, { commission_rate: 10, max_services: null });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: revenueTexts.planNotFound });
  });
});
