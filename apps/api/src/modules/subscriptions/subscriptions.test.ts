import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPlanPrice, plansResponseSchema, type SubscriptionPlanDto } from '@mt/shared';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createTraveller } from '../../test/factories';
import { makePlan } from '../partners/testing/partner-fixtures';

// The plan list is global to a database: this file owns its database.
describe('GET /api/subscriptions/plans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ freshDatabase: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/subscriptions/plans', headers });

  it('answers an empty list when no plans are set up', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ plans: [] });
  });

  it('answers the plans on offer to anyone, cheapest first, in the spec’s plan shape', async () => {
    const growth = await makePlan(t.db, { name: 'Growth', priceMinor: 79_900, maxServices: 10, commissionRate: 12 });
    const starter = await makePlan(t.db, { name: 'Starter', priceMinor: 29_900, maxServices: 3, commissionRate: 15 });
    const pro = await makePlan(t.db, { name: 'Pro', priceMinor: 1_990_000, maxServices: null, commissionRate: 10, interval: 'year' });
    await makePlan(t.db, { name: 'Retired', priceMinor: 100, isActive: false });

    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.json<{ plans: SubscriptionPlanDto[] }>();
    expect(plansResponseSchema.strict().safeParse(body).success).toBe(true);
    expect(body.plans.map((p) => p.name)).toEqual(['Starter', 'Growth', 'Pro']);
    expect(body.plans[0]).toEqual({
      id: starter.id,
      name: 'Starter',
      description: 'A test plan.',
      max_services: 3,
      stripe_price_id: starter.providerPriceId,
      price: 299,
      currency: 'NOK',
      interval: 'month',
      commission_rate: 15,
    });
    expect(body.plans[1]!.id).toBe(growth.id);
    expect(body.plans[2]).toMatchObject({ id: pro.id, max_services: null, price: 19_900, interval: 'year' });
    expect(formatPlanPrice(body.plans[0]!)).toBe('299.00 NOK / month');
    // Signed-in callers get the same list.
    const traveller = await createTraveller(t.app);
    expect((await get(bearer(traveller.token))).json()).toEqual(body);
  });
});
