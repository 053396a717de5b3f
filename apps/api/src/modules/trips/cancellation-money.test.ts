import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { partners, preferences } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createPartner, createTraveller, type Person } from '../../test/factories';
import { makeService } from '../services/testing/catalogue-fixtures';
import { confirmCard, inDays, makePlan, propose, setStatus, startPayment, submitPreference } from './testing/journey';

/**
 * Money follows what is kept (docs/decisions/0015): after a traveller's cancellation that keeps part of
 * the price, the admin's revenue, the commission and the partner's earnings count what was kept, split
 * over the trip's lines; a fully refunded trip counts nothing. One partner, a 12 % plan, two services
 * of NOK 1,000 each, two travellers per trip (each line is worth 2,000).
 */
describe('revenue and payouts after a cancellation', () => {
  let t: TestApp;
  let admin: Person;
  let partner: Person;
  let partnerId: number;
  let serviceIds: number[];
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.app);
    partner = await createPartner(t.app);
    const plan = await makePlan(t.app, 12);
    const [row] = await t.db.update(partners).set({ subscriptionStatus: 'active', subscriptionPlanId: plan.id }).where(eq(partners.userId, partner.user.id)).returning();
    partnerId = row!.id;
    serviceIds = [(await makeService(t.db, partnerId)).id, (await makeService(t.db, partnerId)).id];
  });
  afterAll(async () => {
    await t.close();
  });

  /** A trip paid in full in one charge, departing in `days`. */
  async function paidTrip(total: number, days = 120) {
    const traveller = await createTraveller(t.app);
    const preferenceId = await submitPreference(t.app, traveller.token, { departure_date: inDays(120) });
    const trip = await propose(t.app, admin.token, preferenceId, serviceIds, total);
    expect((await confirmCard(t.app, await startPayment(t.app, traveller.token, trip.id))).json().status).toBe('succeeded');
    await t.db.update(preferences).set({ departureDate: inDays(days) }).where(eq(preferences.id, preferenceId));
    return { traveller, tripId: trip.id };
  }
  const summary = async () => (await t.app.inject({ method: 'GET', url: '/api/revenue/summary', headers: bearer(admin.token) })).json().data;
  const earnings = async () => (await t.app.inject({ method: 'GET', url: '/api/partners/me/earnings', headers: bearer(partner.token) })).json().summary;

  it('counts a completed trip in full, what a cancellation kept, and nothing of a fully refunded trip', async () => {
    // Completed: 5,000 paid; each line 2,000 less 12 % = 1,760 to the partner.
    const completed = await paidTrip(5000);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/trips/${completed.tripId}/reveal`, headers: bearer(admin.token) })).statusCode).toBe(200);
    expect((await setStatus(t.app, admin.token, completed.tripId, 'completed')).statusCode).toBe(200);
    expect(await summary()).toMatchObject({ totalPlatformRevenue: 1480, totalPartnerPayouts: 3520, totalServiceValue: 4000, totalTripsProcessed: 1, totalCommissionTransactions: 2 });

    // Cancelled by the admin: everything refunded, nothing counts.
    const refunded = await paidTrip(25_000);
    expect((await setStatus(t.app, admin.token, refunded.tripId, 'cancelled')).statusCode).toBe(200);
    // Cancelled by the traveller 20 days ahead: 6,250 back, 18,750 kept = 9,375 per line, 8,250 to the partner each.
    const kept = await paidTrip(25_000, 20);
    const res = await t.app.inject({ method: 'POST', url: `/api/trips/${kept.tripId}/cancel`, headers: bearer(kept.traveller.token), payload: { expected_refund: 6250 } });
    expect(res.statusCode).toBe(200);

    expect(await summary()).toEqual({
      totalPlatformRevenue: 1480 + 2250,
      totalPartnerPayouts: 3520 + 16_500,
      totalServiceValue: 4000 + 18_750,
      totalTripsProcessed: 2,
      totalCommissionTransactions: 4,
      currency: 'NOK',
    });
    const top = (await t.app.inject({ method: 'GET', url: '/api/revenue/top-partners', headers: bearer(admin.token) })).json().data;
    expect(top).toEqual([expect.objectContaining({ partnerId, totalTrips: 2, totalPayout: 20_020 })]);
    expect(await earnings()).toEqual({ estimatedTotalEarnings: 20_020, includedInCompletedTrips: 20_020 });
    // The admin's view of the partner's lines shows the payout on the kept share.
    const lines = (await t.app.inject({ method: 'GET', url: `/api/trips/${kept.tripId}/services`, headers: bearer(admin.token) })).json();
    expect((lines.services ?? lines).map((l: { partner_payout: number }) => l.partner_payout)).toEqual([8250, 8250]);
  });

  it('a cancellation that refunds nothing keeps the whole price: it counts in full', async () => {
    const before = await summary();
    const late = await paidTrip(10_000, 5);
    expect((await t.app.inject({ method: 'POST', url: `/api/trips/${late.tripId}/cancel`, headers: bearer(late.traveller.token), payload: { expected_refund: 0 } })).statusCode).toBe(200);
    // 10,000 kept: 5,000 per line, 4,400 to the partner each.
    expect(await summary()).toMatchObject({
      totalPlatformRevenue: before.totalPlatformRevenue + 1200,
      totalPartnerPayouts: before.totalPartnerPayouts + 8800,
      totalTripsProcessed: before.totalTripsProcessed + 1,
    });
  });
});
