import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminTripResponseSchema, authTexts, partnerPayoutMinor, tripTexts } from '@mt/shared';
import { outboxEmails, payments, preferences, settings, trips, tripServices } from '../../db/schema';
import { forgetExchangeRates } from '../settings/exchange-rates.service';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createPartner, createTraveller, type Person } from '../../test/factories';
import { makeService } from '../services/testing/catalogue-fixtures';
import { bookableServices, journey, propose, PROPOSAL_CONTENT, setStatus, submitPreference } from './testing/journey';

describe('admin trip lifecycle', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string, token = admin.token) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const tripRow = async (id: number) => (await t.db.select().from(trips).where(eq(trips.id, id)))[0]!;
  const mailTo = async (email: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));

  describe('POST /api/trips', () => {
    it('creates the proposal: pending_confirmation/pending, preference trip_created, prices snapshotted in NOK, mail written', async () => {
      const traveller = await createTraveller(t.app);
      // 1,000 NOK and 100 EUR; with 1 NOK = 0.1 EUR the euro service costs 1,000 NOK.
      const rates = { base: 'NOK', rates: { NOK: 1, USD: 0.1, EUR: 0.1 } };
      await t.db.insert(settings).values({ key: 'exchange_rates', value: rates }).onConflictDoUpdate({ target: settings.key, set: { value: rates } });
      forgetExchangeRates(t.db);
      const { services, partner, plan } = await bookableServices(t.app, 1, { commissionRate: 20 });
      const eur = await makeService(t.db, partner.id, { basePriceMinor: 10_000, currency: 'EUR', locationDetails: 'Zanzibar, Tanzania' });
      const preferenceId = await submitPreference(t.app, traveller.token, { traveller_count: 3 });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/trips',
        headers: bearer(admin.token),
        payload: { preference_id: preferenceId, service_ids: [services[0]!.id, eur.id], total_price: 7500.5, currency: 'NOK', ...PROPOSAL_CONTENT },
      });
      expect(res.statusCode).toBe(201);
      const { trip } = adminTripResponseSchema.parse(res.json());
      expect(trip).toMatchObject({
        status: 'pending_confirmation',
        payment_status: 'pending',
        total_price: 7500.5,
        currency: 'NOK',
        preference_id: preferenceId,
        traveler_email: traveller.email,
        traveller_count: 3,
        name: 'Mystery Trip to Arusha',
        destination: 'Arusha, Tanzania · Zanzibar, Tanzania',
      });
      const lines = await t.db.select().from(tripServices).where(eq(tripServices.tripId, trip.id));
      expect(lines.map((l) => [l.unitPriceMinor, l.currency, l.commissionRate, l.partnerPayoutMinor])).toEqual([
        [100_000, 'NOK', 20, null],
        [100_000, 'NOK', 20, null],
      ]);
      expect(plan.commissionRate).toBe(20);
      const [pref] = await t.db.select().from(preferences).where(eq(preferences.id, preferenceId));
      expect(pref!.status).toBe('trip_created');
      expect((await mailTo(traveller.email)).map((m) => m.subject)).toContain(`Your mystery trip #${trip.id} is ready to book`);
      await t.db.delete(settings).where(eq(settings.key, 'exchange_rates'));
      forgetExchangeRates(t.db);
    });

    it("prices each service at the admin list's base_price_nok, so the create-trip estimate is the service value", async () => {
      const traveller = await createTraveller(t.app);
      const { services, partner } = await bookableServices(t.app, 1, { basePriceMinor: 123_456 });
      const usd = await makeService(t.db, partner.id, { basePriceMinor: 189_050, currency: 'USD' });
      const priceless = await makeService(t.db, partner.id, { basePriceMinor: null });
      const ids = [services[0]!.id, usd.id, priceless.id];
      const listed = ((await get('/api/admin/services')).json().services as { id: number; base_price_nok: number | null }[]).filter((s) => ids.includes(s.id));
      const nok = new Map(listed.map((s) => [s.id, s.base_price_nok]));
      expect(nok.get(services[0]!.id)).toBe(1234.56);
      expect(nok.get(priceless.id)).toBeNull();

      const trip = await propose(t.app, admin.token, await submitPreference(t.app, traveller.token, { traveller_count: 3 }), ids, 30_000);
      const lines = (await get(`/api/trips/${trip.id}/services`)).json().services as { id: number; unit_price: number }[];
      expect(lines.map((l) => [l.id, l.unit_price])).toEqual(ids.map((id) => [id, nok.get(id) ?? 0]));
    });

    it('makes one trip per preference, even when two requests race', async () => {
      const traveller = await createTraveller(t.app);
      const { services } = await bookableServices(t.app, 1);
      const preferenceId = await submitPreference(t.app, traveller.token);
      const body = { preference_id: preferenceId, service_ids: [services[0]!.id], total_price: 2000, ...PROPOSAL_CONTENT };
      const [a, b] = await Promise.all([
        t.app.inject({ method: 'POST', url: '/api/trips', headers: bearer(admin.token), payload: body }),
        t.app.inject({ method: 'POST', url: '/api/trips', headers: bearer(admin.token), payload: body }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      expect([a, b].find((r) => r.statusCode === 409)!.json().message).toBe(tripTexts.preferenceHasTrip);
      expect(await t.db.select().from(trips).where(eq(trips.preferenceId, preferenceId))).toHaveLength(1);
    });

    it.each([
      ['no services', { service_ids: [] }, 400, tripTexts.servicesRequired],
      ['a duplicate service', 'dup', 400, tripTexts.servicesDuplicate],
      ['a zero price', { total_price: 0 }, 400, tripTexts.totalPricePositive],
      ['a negative price', { total_price: -5 }, 400, tripTexts.totalPricePositive],
      ['three decimals', { total_price: 10.005 }, 400, undefined],
      ['another currency', { currency: 'USD' }, 400, tripTexts.currencyNok],
      ['an unknown preference', { preference_id: 987654321 }, 404, tripTexts.preferenceNotFound],
      ['an unknown service', { service_ids: [987654321] }, 409, tripTexts.serviceUnavailable(987654321)],
    ] as [string, Record<string, unknown> | 'dup', number, string | undefined][])('answers %s with %i and changes nothing', async (_label, change, status, message) => {
      const traveller = await createTraveller(t.app);
      const { services } = await bookableServices(t.app, 1);
      const preferenceId = await submitPreference(t.app, traveller.token);
      const base = { preference_id: preferenceId, service_ids: [services[0]!.id], total_price: 1000, currency: 'NOK', ...PROPOSAL_CONTENT };
      const payload = change === 'dup' ? { ...base, service_ids: [services[0]!.id, services[0]!.id] } : { ...base, ...change };
      const res = await t.app.inject({ method: 'POST', url: '/api/trips', headers: bearer(admin.token), payload });
      expect(res.statusCode).toBe(status);
      if (message) expect(res.json().message).toBe(message);
      expect(await t.db.select().from(trips).where(eq(trips.preferenceId, preferenceId))).toHaveLength(0);
      expect((await t.db.select().from(preferences).where(eq(preferences.id, preferenceId)))[0]!.status).toBe('new');
    });

    it('refuses services that are inactive or whose partner is not subscribed', async () => {
      const traveller = await createTraveller(t.app);
      const { services, partner } = await bookableServices(t.app, 1);
      const inactive = await makeService(t.db, partner.id, { isActive: false });
      const preferenceId = await submitPreference(t.app, traveller.token);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/trips',
        headers: bearer(admin.token),
        payload: { preference_id: preferenceId, service_ids: [services[0]!.id, inactive.id], total_price: 1000, ...PROPOSAL_CONTENT },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(tripTexts.serviceUnavailable(inactive.id));
    });

    it('is for admins only (401/403), checked before the body', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/trips', payload: {} })).statusCode).toBe(401);
      for (const p of [await createTraveller(t.app), await createPartner(t.app)]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/trips', headers: bearer(p.token), payload: {} });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(authTexts.wrongRole);
      }
    });
  });

  describe('PUT /api/admin/trips/{id}/status', () => {
    it.each([
      ['pending_confirmation', 'confirmed', tripTexts.confirmedByPayment],
      ['pending_confirmation', 'revealed', tripTexts.invalidTransition('pending_confirmation', 'revealed')],
      ['pending_confirmation', 'completed', tripTexts.invalidTransition('pending_confirmation', 'completed')],
      ['pending_confirmation', 'pending_confirmation', tripTexts.alreadyInStatus('pending_confirmation')],
      ['confirmed', 'pending_confirmation', tripTexts.invalidTransition('confirmed', 'pending_confirmation')],
      ['confirmed', 'confirmed', tripTexts.alreadyInStatus('confirmed')],
      ['revealed', 'confirmed', tripTexts.confirmedByPayment],
      ['completed', 'cancelled', tripTexts.invalidTransition('completed', 'cancelled')],
    ] as const)('from %s to %s answers 409', async (from, to, message) => {
      const stage = from === 'pending_confirmation' ? 'proposed' : from === 'confirmed' ? 'paid' : from;
      const j = await journey(t.app, stage, { admin });
      const before = await tripRow(j.tripId);
      const res = await setStatus(t.app, admin.token, j.tripId, to);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
      expect(await tripRow(j.tripId)).toEqual(before);
    });

    it('answers 400 for an unknown status and 404 for an unknown trip', async () => {
      const j = await journey(t.app, 'proposed', { admin });
      expect((await setStatus(t.app, admin.token, j.tripId, 'teleported')).statusCode).toBe(400);
      expect((await setStatus(t.app, admin.token, j.tripId, '')).json().message).toBe(tripTexts.statusRequired);
      expect((await setStatus(t.app, admin.token, 987654321, 'cancelled')).statusCode).toBe(404);
    });

    it('confirming completion writes each payout once, even when clicked twice at once', async () => {
      const j = await journey(t.app, 'revealed', { admin, preference: { traveller_count: 2 } });
      await t.app.inject({ method: 'PUT', url: `/api/trips/${j.tripId}/traveller-complete`, headers: bearer(j.traveller.token) });
      const [a, b] = await Promise.all([setStatus(t.app, admin.token, j.tripId, 'completed'), setStatus(t.app, admin.token, j.tripId, 'completed')]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect([a, b].find((r) => r.statusCode === 409)!.json().message).toBe(tripTexts.alreadyInStatus('completed'));
      const lines = await t.db.select().from(tripServices).where(eq(tripServices.tripId, j.tripId));
      for (const l of lines) expect(l.partnerPayoutMinor).toBe(partnerPayoutMinor(l.unitPriceMinor, 2, l.commissionRate));
      expect(lines[0]!.partnerPayoutMinor).toBe(176_000); // 1,000 NOK × 2 × (1 − 12 %)
      const row = await tripRow(j.tripId);
      expect(row.status).toBe('completed');
      expect(row.completedAt).toBeInstanceOf(Date);
      expect((await t.db.select().from(preferences).where(eq(preferences.id, j.preferenceId)))[0]!.status).toBe('completed');
      expect((await mailTo(j.traveller.email)).filter((m) => m.subject.includes('is complete'))).toHaveLength(1);
    });

    it('cancelling an unpaid proposal needs no refund and marks the payment not applicable', async () => {
      const j = await journey(t.app, 'proposed', { admin });
      const res = await setStatus(t.app, admin.token, j.tripId, 'cancelled');
      expect(res.statusCode).toBe(200);
      expect(res.json().trip).toMatchObject({ status: 'cancelled', payment_status: 'na' });
      expect((await mailTo(j.traveller.email)).some((m) => m.body.includes('No payment had been taken'))).toBe(true);
    });

    it('cancelling a paid trip refunds it once, also when clicked twice', async () => {
      const j = await journey(t.app, 'paid', { admin, total: 4321 });
      const [a, b] = await Promise.all([setStatus(t.app, admin.token, j.tripId, 'cancelled'), setStatus(t.app, admin.token, j.tripId, 'cancelled')]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect((await tripRow(j.tripId))).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
      const rows = await t.db.select().from(payments).where(eq(payments.tripId, j.tripId));
      expect(rows.map((p) => p.status)).toEqual(['refunded']);
      expect((await t.db.select().from(preferences).where(eq(preferences.id, j.preferenceId)))[0]!.status).toBe('cancelled');
      const mails = (await mailTo(j.traveller.email)).filter((m) => m.subject.includes('was cancelled'));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.body).toContain('refunded NOK');
    });

    it('reveals a confirmed trip (status or reveal call) and only that', async () => {
      const j = await journey(t.app, 'paid', { admin });
      const res = await setStatus(t.app, admin.token, j.tripId, 'revealed');
      expect(res.statusCode).toBe(200);
      expect(res.json().trip.revealed_at).not.toBeNull();
      const again = await t.app.inject({ method: 'PUT', url: `/api/admin/trips/${j.tripId}/reveal`, headers: bearer(admin.token) });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(tripTexts.alreadyInStatus('revealed'));
      const proposed = await journey(t.app, 'proposed', { admin });
      const early = await t.app.inject({ method: 'PUT', url: `/api/admin/trips/${proposed.tripId}/reveal`, headers: bearer(admin.token) });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(tripTexts.revealOnlyConfirmed);
      expect((await mailTo(j.traveller.email)).filter((m) => m.subject.startsWith('Your destination is revealed'))).toHaveLength(1);
    });
  });

  describe('admin reads', () => {
    it('lists trips, one trip, by preference, rebooking chains and services', async () => {
      const j = await journey(t.app, 'completed', { admin });
      const rebook = await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/rebook`, headers: bearer(j.traveller.token) });
      const newId = rebook.json().tripId as number;

      const list = (await get('/api/admin/trips')).json().trips as { id: number; rebooked_to: number[] }[];
      expect(list.find((x) => x.id === j.tripId)!.rebooked_to).toEqual([newId]);
      expect((await get(`/api/admin/trips?original_trip_id=${j.tripId}`)).json().trips.map((x: { id: number }) => x.id)).toEqual([newId]);
      expect((await get(`/api/admin/trips/${newId}`)).json().trip).toMatchObject({ id: newId, original_trip_id: j.tripId, rebooked_from: j.tripId });
      expect((await get(`/api/admin/trips/by-preference/${j.preferenceId}`)).json().trip.id).toBe(j.tripId);
      expect((await get('/api/admin/trips/by-preference/987654321')).statusCode).toBe(404);
      expect((await get(`/api/admin/trips/rebookings/${j.tripId}`)).json()).toEqual({ hasRebookings: true, rebookingCount: 1 });
      expect((await get(`/api/admin/trips/rebookings/${newId}`)).json()).toEqual({ hasRebookings: false, rebookingCount: 0 });
      expect((await get('/api/admin/trips/987654321')).statusCode).toBe(404);
      const services = (await get(`/api/trips/${j.tripId}/services`)).json().services;
      expect(services).toHaveLength(2);
      expect(services[0]).toMatchObject({ unit_price: 1000, currency: 'NOK', commission_rate: 12, partner_payout: 1760 });
    });

    it('admin reads answer 403 to travellers and partners', async () => {
      const j = await journey(t.app, 'proposed', { admin });
      for (const url of ['/api/admin/trips', `/api/admin/trips/${j.tripId}`, `/api/trips/${j.tripId}/services`, `/api/admin/trips/rebookings/${j.tripId}`]) {
        expect((await get(url, j.traveller.token)).statusCode).toBe(403);
        expect((await get(url, (await createPartner(t.app)).token)).statusCode).toBe(403);
      }
      expect((await setStatus(t.app, j.traveller.token, j.tripId, 'cancelled')).statusCode).toBe(403);
    });
  });

  it('proposals can be listed right after a propose() helper call', async () => {
    const traveller = await createTraveller(t.app);
    const { services } = await bookableServices(t.app, 1);
    const trip = await propose(t.app, admin.token, await submitPreference(t.app, traveller.token), [services[0]!.id], 999.99);
    expect(trip.total_price).toBe(999.99);
  });
});
