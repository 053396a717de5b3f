import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, authTexts, REBOOK_DEFAULT_LEAD_DAYS, earliestDepartureDate, tripDetailsResponseSchema, tripsResponseSchema, tripTexts } from '@mt/shared';
import { preferences, services, trips, tripServices } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createPartner, createTraveller, type Person } from '../../test/factories';
import { endsToday, inDays, journey, PROPOSAL_CONTENT, setStatus, submitPreference, travellerTrip } from './testing/journey';

describe('traveller trips', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  describe('GET /api/trips', () => {
    it('answers an empty list, then the pending preference, then the proposal as the upcoming trip', async () => {
      const traveller = await createTraveller(t.app);
      expect((await call('GET', '/api/trips', traveller.token)).json()).toEqual({ upcomingTrip: null, pastTrips: [], hasPendingPreference: false });
      await submitPreference(t.app, traveller.token, { departure_date: inDays(40), duration: '7-10' });
      expect((await call('GET', '/api/trips', traveller.token)).json().hasPendingPreference).toBe(true);
    });

    it('shows the pending request beside trips the traveller already has, and no longer once it is answered', async () => {
      const j = await journey(t.app, 'paid', { admin });
      expect((await call('GET', '/api/trips', j.traveller.token)).json().hasPendingPreference).toBe(false);
      const next = await submitPreference(t.app, j.traveller.token, { departure_date: inDays(120) });
      const body = (await call('GET', '/api/trips', j.traveller.token)).json();
      expect(body).toMatchObject({ hasPendingPreference: true, upcomingTrip: { id: j.tripId } });
      await t.db.update(preferences).set({ status: 'declined' }).where(eq(preferences.id, next));
      expect((await call('GET', '/api/trips', j.traveller.token)).json().hasPendingPreference).toBe(false);
    });

    it('hides the name and destination until the reveal and derives dates from the preference', async () => {
      const j = await journey(t.app, 'paid', { admin, preference: { departure_date: inDays(40), duration: '7-10' } });
      const res = await call('GET', '/api/trips', j.traveller.token);
      const body = tripsResponseSchema.strict().parse(res.json());
      expect(body.hasPendingPreference).toBe(false);
      expect(body.upcomingTrip).toMatchObject({
        id: j.tripId,
        status: 'confirmed',
        payment_status: 'paid',
        total_price: 5000,
        currency: 'NOK',
        is_revealed: false,
        name: null,
        destination: null,
        departure_date: inDays(40),
        // The end date is the departure plus the proposal's nights (docs/decisions/0021).
        return_date: inDays(40 + PROPOSAL_CONTENT.nights),
        reveal_date: inDays(37),
        traveller_count: 2,
        has_reviewed: false,
        rebooking_chain: [],
      });
      expect(body.upcomingTrip!.total_price_usd).toBeCloseTo(470, 0);
      expect(JSON.stringify(body)).not.toContain('Arusha');
    });

    it('puts the earliest active trip first and every other trip in the history', async () => {
      const j = await journey(t.app, 'completed', { admin });
      const second = await submitPreference(t.app, j.traveller.token, { departure_date: inDays(90) });
      const first = await submitPreference(t.app, j.traveller.token, { departure_date: inDays(10) });
      const { services: svc } = { services: j.serviceIds };
      const later = (await call('POST', '/api/trips', admin.token, { preference_id: second, service_ids: svc, total_price: 100, ...PROPOSAL_CONTENT })).json().trip.id;
      const sooner = (await call('POST', '/api/trips', admin.token, { preference_id: first, service_ids: svc, total_price: 100, ...PROPOSAL_CONTENT })).json().trip.id;
      const body = (await call('GET', '/api/trips', j.traveller.token)).json();
      expect(body.upcomingTrip.id).toBe(sooner);
      expect(body.pastTrips.map((x: { id: number }) => x.id)).toEqual([later, j.tripId]);
    });

    it('is for travellers only', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/trips' })).statusCode).toBe(401);
      for (const p of [admin, await createPartner(t.app)]) {
        const res = await call('GET', '/api/trips', p.token);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(authTexts.wrongRole);
      }
    });
  });

  describe('GET /api/trips/{id}/details', () => {
    it("answers 409 'Trip details not yet revealed.' before the reveal and the services after it", async () => {
      const j = await journey(t.app, 'paid', { admin });
      const before = await call('GET', `/api/trips/${j.tripId}/details`, j.traveller.token);
      expect(before.statusCode).toBe(409);
      expect(before.json()).toEqual({ message: tripTexts.detailsNotRevealed });
      await call('PUT', `/api/admin/trips/${j.tripId}/reveal`, admin.token);
      const after = await call('GET', `/api/trips/${j.tripId}/details`, j.traveller.token);
      expect(after.statusCode).toBe(200);
      const body = tripDetailsResponseSchema.parse(after.json());
      expect(body.services.map((s) => s.id)).toEqual(j.serviceIds);
      expect(body.services[0]).toMatchObject({ type: 'tour', location_details: 'Arusha, Tanzania' });
      expect(body.destination).toBe('Arusha, Tanzania');
      expect((await travellerTrip(t.app, j.traveller.token, j.tripId))).toMatchObject({ is_revealed: true, destination: 'Arusha, Tanzania' });
    });

    it("answers 404 for another traveller's trip, as for none", async () => {
      const j = await journey(t.app, 'revealed', { admin });
      const other = await createTraveller(t.app);
      for (const [method, url] of [
        ['GET', `/api/trips/${j.tripId}/details`],
        ['POST', `/api/trips/${j.tripId}/pay`],
        ['PUT', `/api/trips/${j.tripId}/traveller-complete`],
        ['POST', `/api/trips/${j.tripId}/rebook`],
        ['GET', `/api/trips/${j.tripId}/calendar.ics`],
        ['GET', `/api/trips/${j.tripId}/reviews/check`],
      ] as const) {
        const res = await call(method, url, other.token);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().message).toBe(tripTexts.tripNotFound);
      }
      expect((await call('GET', '/api/trips/987654321/details', other.token)).json()).toEqual({ message: tripTexts.tripNotFound });
      expect((await call('GET', '/api/trips/abc/details', other.token)).statusCode).toBe(400);
    });
  });

  describe('PUT /api/trips/{id}/traveller-complete', () => {
    it('moves a paid, revealed trip to pending_completion', async () => {
      const j = await journey(t.app, 'revealed', { admin });
      await endsToday(t.app, j.tripId);
      const res = await call('PUT', `/api/trips/${j.tripId}/traveller-complete`, j.traveller.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: tripTexts.markedComplete, trip: { id: j.tripId, status: 'pending_completion' } });
      const again = await call('PUT', `/api/trips/${j.tripId}/traveller-complete`, j.traveller.token);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(tripTexts.notCompletable);
    });

    it('accepts a confirmed trip, which then counts as revealed', async () => {
      const j = await journey(t.app, 'paid', { admin });
      await endsToday(t.app, j.tripId);
      expect((await call('PUT', `/api/trips/${j.tripId}/traveller-complete`, j.traveller.token)).statusCode).toBe(200);
      expect((await call('GET', `/api/trips/${j.tripId}/details`, j.traveller.token)).statusCode).toBe(200);
    });

    it('refuses an unpaid proposal and a cancelled trip (409), changing nothing', async () => {
      const proposed = await journey(t.app, 'proposed', { admin });
      expect((await call('PUT', `/api/trips/${proposed.tripId}/traveller-complete`, proposed.traveller.token)).statusCode).toBe(409);
      await setStatus(t.app, admin.token, proposed.tripId, 'cancelled');
      expect((await call('PUT', `/api/trips/${proposed.tripId}/traveller-complete`, proposed.traveller.token)).statusCode).toBe(409);
      expect((await t.db.select().from(trips).where(eq(trips.id, proposed.tripId)))[0]!.status).toBe('cancelled');
    });
  });

  describe('POST /api/trips/{id}/rebook', () => {
    it('makes a new proposal with the same services at today’s prices, keeping the margin, in the same chain', async () => {
      const j = await journey(t.app, 'completed', { admin, total: 5000 });
      // Service value was 2 × 1,000 × 2 = 4,000; one service now costs 1,500: value 5,000, total 6,000.
      await t.db.update(services).set({ basePriceMinor: 150_000 }).where(eq(services.id, j.serviceIds[0]!));
      const res = await call('POST', `/api/trips/${j.tripId}/rebook`, j.traveller.token);
      expect(res.statusCode).toBe(201);
      const { tripId, trip } = res.json();
      expect(trip).toMatchObject({
        id: tripId,
        status: 'pending_confirmation',
        payment_status: 'pending',
        total_price: 6000,
        original_trip_id: j.tripId,
        rebooked_from: j.tripId,
        is_revealed: false,
        departure_date: addDays(earliestDepartureDate(), REBOOK_DEFAULT_LEAD_DAYS),
        rebooking_chain: [
          { id: j.tripId, status: 'completed' },
          { id: tripId, status: 'pending_confirmation' },
        ],
      });
      const lines = await t.db.select().from(tripServices).where(eq(tripServices.tripId, tripId));
      expect(lines.map((l) => l.unitPriceMinor).sort()).toEqual([100_000, 150_000]);
      const [pref] = await t.db.select().from(preferences).innerJoin(trips, eq(trips.preferenceId, preferences.id)).where(eq(trips.id, tripId));
      expect(pref!.preferences).toMatchObject({ status: 'trip_created', travellerCount: 2 });
      expect((await travellerTrip(t.app, j.traveller.token, j.tripId)).has_further_rebookings).toBe(true);

      // A second click answers the same open rebooking; a rebooking of the rebooking keeps the root.
      expect((await call('POST', `/api/trips/${j.tripId}/rebook`, j.traveller.token)).json().tripId).toBe(tripId);
      await setStatus(t.app, admin.token, tripId, 'cancelled');
      const third = (await call('POST', `/api/trips/${tripId}/rebook`, j.traveller.token, { departure_date: inDays(60) })).json();
      expect(third.trip).toMatchObject({ original_trip_id: j.tripId, rebooked_from: tripId, departure_date: inDays(60) });
    });

    it('refuses active trips (409), past dates (400) and services no longer offered (409)', async () => {
      const active = await journey(t.app, 'paid', { admin });
      const res = await call('POST', `/api/trips/${active.tripId}/rebook`, active.traveller.token);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(tripTexts.notRebookable);

      const done = await journey(t.app, 'completed', { admin });
      expect((await call('POST', `/api/trips/${done.tripId}/rebook`, done.traveller.token, { departure_date: '2020-01-01' })).statusCode).toBe(400);
      await t.db.update(services).set({ isActive: false }).where(eq(services.id, done.serviceIds[1]!));
      const gone = await call('POST', `/api/trips/${done.tripId}/rebook`, done.traveller.token);
      expect(gone.statusCode).toBe(409);
      expect(gone.json().message).toBe(tripTexts.rebookServicesGone);
      expect(await t.db.select().from(trips).where(eq(trips.rebookedFrom, done.tripId))).toHaveLength(0);
    });
  });

  describe('GET /api/trips/{id}/calendar.ics', () => {
    it('is a calendar file once revealed; before, a paid trip has one without a location (decision 0020)', async () => {
      const j = await journey(t.app, 'paid', { admin, preference: { departure_date: inDays(20), duration: '3-5' } });
      const early = await call('GET', `/api/trips/${j.tripId}/calendar.ics`, j.traveller.token);
      expect(early.statusCode).toBe(200);
      expect(early.body).not.toContain('LOCATION');
      await call('PUT', `/api/admin/trips/${j.tripId}/reveal`, admin.token);
      const res = await call('GET', `/api/trips/${j.tripId}/calendar.ics`, j.traveller.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="mystery-trip-${j.tripId}.ics"`);
      const compact = (d: string) => d.replace(/-/g, '');
      expect(res.body).toContain(`DTSTART;VALUE=DATE:${compact(inDays(20))}\r\n`);
      // All-day events end the day after the end date (departure + nights): the day home is in the event.
      expect(res.body).toContain(`DTEND;VALUE=DATE:${compact(inDays(20 + PROPOSAL_CONTENT.nights + 1))}\r\n`);
      expect(res.body).toContain('LOCATION:Arusha\\, Tanzania');
      expect(res.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    });
  });
});
