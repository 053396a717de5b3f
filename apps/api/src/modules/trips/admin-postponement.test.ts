import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTripsResponseSchema, adminTripResponseSchema } from '@mt/shared';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, type Person } from '../../test/factories';
import { confirmCard, inDays, journey } from './testing/journey';

/**
 * The admin sees postponements (docs/decisions/0016): "Moved from <date>" once one took effect,
 * and a fee still waiting for its payment, on the trip and in the trips list.
 */
describe('postponements on the admin trip', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp({ freshDatabase: true });
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const postpone = (token: string, tripId: number, departure_date: string) =>
    t.app.inject({ method: 'POST', url: `/api/trips/${tripId}/postpone`, headers: bearer(token), payload: { departure_date } });
  const adminTrip = async (tripId: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/trips/${tripId}`, headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    return adminTripResponseSchema.parse(res.json()).trip;
  };
  const listed = async (tripId: number) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/trips', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    return adminTripsResponseSchema.parse(res.json()).trips.find((trip) => trip.id === tripId)!;
  };

  it('a trip never postponed carries nulls', async () => {
    const j = await journey(t.app, 'paid', { admin, preference: { departure_date: inDays(120) } });
    expect(await adminTrip(j.tripId)).toMatchObject({ postponed_from: null, postponed_at: null, pending_postponement: null });
  });

  it('shows the pending fee while its charge is open, then the old departure once the fee is paid', async () => {
    const j = await journey(t.app, 'paid', { admin, total: 25_000, preference: { departure_date: inDays(120) } });
    const res = await postpone(j.traveller.token, j.tripId, inDays(200));
    expect(res.statusCode).toBe(200);

    const pending = { postponed_from: null, postponed_at: null, pending_postponement: { departure_date: inDays(200), fee: 1000, currency: 'NOK' } };
    expect(await adminTrip(j.tripId)).toMatchObject({ ...pending, departure_date: inDays(120) });
    expect(await listed(j.tripId)).toMatchObject(pending);

    expect((await confirmCard(t.app, res.json().payment.clientSecret)).json().status).toBe('succeeded');
    const after = await adminTrip(j.tripId);
    expect(after).toMatchObject({ postponed_from: inDays(120), pending_postponement: null, departure_date: inDays(200) });
    expect(Date.parse(after.postponed_at!)).not.toBeNaN();
    expect(await listed(j.tripId)).toMatchObject({ postponed_from: inDays(120), pending_postponement: null });
  });

  it('a request replaced by another date shows only the latest pending fee', async () => {
    const j = await journey(t.app, 'paid', { admin, preference: { departure_date: inDays(120) } });
    expect((await postpone(j.traveller.token, j.tripId, inDays(200))).statusCode).toBe(200);
    expect((await postpone(j.traveller.token, j.tripId, inDays(210))).statusCode).toBe(200);
    expect((await adminTrip(j.tripId)).pending_postponement).toEqual({ departure_date: inDays(210), fee: 1000, currency: 'NOK' });
  });
});
