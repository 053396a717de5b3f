import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTripServicesResponseSchema, tripTexts } from '@mt/shared';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createTraveller, type Person } from '../../test/factories';
import { makeTrip } from '../revenue/testing/trip-fixtures';
import { makePartner, makeService } from '../services/testing/catalogue-fixtures';

/** The admin's reads of one trip's services and rebookings: payouts not yet written, and unknown trips. */
describe('admin trip services and rebookings', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
  const payouts = async (tripId: number) => {
    const res = await get(`/api/trips/${tripId}/services`);
    expect(res.statusCode, res.body).toBe(200);
    const { services } = adminTripServicesResponseSchema.parse(res.json());
    return services.map((s) => ({ id: s.id, unit_price: s.unit_price, partner_payout: s.partner_payout })).sort((a, b) => a.id - b.id);
  };

  it('answers null for a payout not yet written and 0 for a payout of nothing', async () => {
    const traveller = await createTraveller(t.app);
    const partner = await makePartner(t.app, 'active');
    const paid = await makeService(t.db, partner.id);
    const complimentary = await makeService(t.db, partner.id, { basePriceMinor: 0 });
    // Payouts are written when a trip completes (makeTrip does as the lifecycle does).
    const confirmed = await makeTrip(t.db, { travellerId: traveller.user.id, status: 'confirmed', lines: [{ serviceId: paid.id, unitPriceMinor: 100_000, commissionRate: 10 }] });
    const completed = await makeTrip(t.db, {
      travellerId: traveller.user.id,
      lines: [
        { serviceId: paid.id, unitPriceMinor: 100_000, commissionRate: 10 },
        { serviceId: complimentary.id, unitPriceMinor: 0, commissionRate: 10 },
      ],
    });
    expect(await payouts(confirmed.tripId)).toEqual([{ id: paid.id, unit_price: 1000, partner_payout: null }]);
    expect(await payouts(completed.tripId)).toEqual([
      { id: paid.id, unit_price: 1000, partner_payout: 900 },
      { id: complimentary.id, unit_price: 0, partner_payout: 0 },
    ]);
  });

  it.each([
    ['services', (id: number) => `/api/trips/${id}/services`],
    ['rebookings', (id: number) => `/api/admin/trips/rebookings/${id}`],
  ])('answers 404 for the %s of an unknown trip', async (_label, url) => {
    const res = await get(url(987_654_321));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(tripTexts.tripNotFound);
  });
});
