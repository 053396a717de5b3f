import type { FastifyInstance } from 'fastify';
import { forgetExchangeRates, EXCHANGE_RATES_KEY } from '../../settings/exchange-rates.service';
import { settings, subscriptionPlans } from '../../../db/schema';
import { createTraveller } from '../../../test/factories';
import { makePartner, makeService } from '../../services/testing/catalogue-fixtures';
import { makeTrip } from './trip-fixtures';

/** UTC noon on the 15th, `monthsAgo` months before `now`. */
export const midMonth = (now: Date, monthsAgo: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 15, 12));
export const monthKey = (d: Date) => d.toISOString().slice(0, 7);

/**
 * One small marketplace with known money, for a database of its own (exchange rates: 1 NOK = 0.1 USD).
 *
 * | trip | status    | when          | lines (unit × travellers @ commission) | paid       | payouts      |
 * | t1   | completed | this month    | A1 1000×2 @15, B1 2000×2 @10 NOK        | 6500 NOK   | 1700 + 3600  |
 * | t2   | completed | 2 months ago  | A2 500×1 @15 NOK                        | 500 NOK    | 425          |
 * | t5   | completed | this month    | C1 100×1 @15 USD                        | 120 USD    | 85 USD       |
 * | t6   | completed | 13 months ago | A2 500×1 @15 NOK                        | 500 NOK    | 425          |
 * | t3/4 | confirmed / cancelled: never counted                                                  |
 */
export async function buildRevenueScenario(app: FastifyInstance, now = new Date()) {
  const db = app.db;
  await db.insert(settings).values({ key: EXCHANGE_RATES_KEY, value: { base: 'NOK', rates: { NOK: 1, USD: 0.1 } } });
  forgetExchangeRates(db);
  const [starter, pro] = await db
    .insert(subscriptionPlans)
    .values([
      { name: 'Starter', priceMinor: 29_900, providerPriceId: 'price_starter_test', commissionRate: 15, maxServices: 3 },
      { name: 'Pro', priceMinor: 199_000, providerPriceId: 'price_pro_test', commissionRate: 10, maxServices: null },
    ])
    .returning();
  const a = await makePartner(app, 'active', { subscriptionPlanId: starter!.id, companyName: 'Alpha Lodges' });
  const b = await makePartner(app, 'trialing', { subscriptionPlanId: pro!.id, companyName: 'Bravo Safaris' });
  const c = await makePartner(app, 'past_due', { subscriptionPlanId: starter!.id, companyName: 'Charlie Dhows' });
  const a1 = await makeService(db, a.id, { basePriceMinor: 100_000 });
  const a2 = await makeService(db, a.id, { basePriceMinor: 50_000 });
  const b1 = await makeService(db, b.id, { basePriceMinor: 200_000 });
  const c1 = await makeService(db, c.id, { basePriceMinor: 10_000, currency: 'USD' });
  const traveller = await createTraveller(app);
  const travellerId = traveller.user.id;
  await makeTrip(db, {
    travellerId,
    travellerCount: 2,
    totalPriceMinor: 650_000,
    completedAt: now,
    lines: [
      { serviceId: a1.id, unitPriceMinor: 100_000, commissionRate: 15 },
      { serviceId: b1.id, unitPriceMinor: 200_000, commissionRate: 10 },
    ],
  });
  await makeTrip(db, { travellerId, completedAt: midMonth(now, 2), lines: [{ serviceId: a2.id, unitPriceMinor: 50_000, commissionRate: 15 }] });
  await makeTrip(db, { travellerId, status: 'confirmed', lines: [{ serviceId: c1.id, unitPriceMinor: 10_000, commissionRate: 15, currency: 'USD' }], currency: 'USD' });
  await makeTrip(db, { travellerId, status: 'cancelled', lines: [{ serviceId: a1.id, unitPriceMinor: 100_000, commissionRate: 15 }] });
  await makeTrip(db, {
    travellerId,
    currency: 'USD',
    totalPriceMinor: 12_000,
    completedAt: now,
    lines: [{ serviceId: c1.id, unitPriceMinor: 10_000, commissionRate: 15, currency: 'USD' }],
  });
  await makeTrip(db, { travellerId, completedAt: midMonth(now, 13), lines: [{ serviceId: a2.id, unitPriceMinor: 50_000, commissionRate: 15 }] });
  return { plans: { starter: starter!, pro: pro! }, partners: { a, b, c } };
}
