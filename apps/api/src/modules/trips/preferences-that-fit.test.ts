import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { preferenceNeedsTexts as t, surpriseAgainResponseSchema, tripsResponseSchema } from '@mt/shared';
import { preferences, trips } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createTraveller, type Person } from '../../test/factories';
import { bookableServices, inDays, journey, PROPOSAL_CONTENT, submitPreference } from './testing/journey';

/** Issue 19 section 1: preferences that let a surprise fit. */
describe('preferences that fit', () => {
  let app: TestApp;
  let admin: Person;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = await createAdmin(app.app);
  });
  afterAll(async () => {
    await app.close();
  });

  const base = { budget_range: '1000-2000', duration: '5-7', traveller_count: 2, departure_date: inDays(30), interests: ['wildlife'] };
  const needs = {
    home_city: '  Nairobi (NBO) ',
    flights_included: false,
    accessibility_needs: 'Wheelchair user: step-free rooms and vehicles, please.',
    dietary_needs: 'Vegetarian',
    excluded_countries: ['KE', 'TZ'],
  };
  const postPreference = (token: string, payload: object) => app.app.inject({ method: 'POST', url: '/api/preferences', headers: bearer(token), payload });
  const createTrip = (preferenceId: number, serviceIds: number[]) =>
    app.app.inject({ method: 'POST', url: '/api/trips', headers: bearer(admin.token), payload: { preference_id: preferenceId, service_ids: serviceIds, total_price: 5000, ...PROPOSAL_CONTENT } });
  const revise = (tripId: number, serviceIds: number[]) =>
    app.app.inject({ method: 'PUT', url: `/api/admin/trips/${tripId}/proposal`, headers: bearer(admin.token), payload: { service_ids: serviceIds, total_price: 6000, ...PROPOSAL_CONTENT } });
  const again = (tripId: number, token: string) => app.app.inject({ method: 'GET', url: `/api/trips/${tripId}/surprise-again`, headers: bearer(token) });

  describe('POST /api/preferences', () => {
    it('stores every need and returns it to the traveller, on the trip, and to the admin', async () => {
      const traveller = await createTraveller(app.app);
      const res = await postPreference(traveller.token, { ...base, ...needs });
      expect(res.statusCode).toBe(201);
      const expected = { ...needs, home_city: 'Nairobi (NBO)' };
      expect(res.json().preference).toMatchObject(expected);
      const id = res.json().preference.id;
      const [row] = await app.db.select().from(preferences).where(eq(preferences.id, id));
      expect(row).toMatchObject({ homeCity: 'Nairobi (NBO)', flightsIncluded: false, excludedCountries: ['KE', 'TZ'] });

      const adminView = await app.app.inject({ method: 'GET', url: `/api/admin/preferences/${id}`, headers: bearer(admin.token) });
      expect(adminView.json().preference).toMatchObject(expected);
      const list = await app.app.inject({ method: 'GET', url: '/api/admin/preferences', headers: bearer(admin.token) });
      expect(list.json().preferences.find((p: { id: number }) => p.id === id)).toMatchObject(expected);

      const { services } = await bookableServices(app.app, 1, { country: 'ZA' });
      expect((await createTrip(id, [services[0]!.id])).statusCode).toBe(201);
      const mine = tripsResponseSchema.parse((await app.app.inject({ method: 'GET', url: '/api/trips', headers: bearer(traveller.token) })).json());
      expect(mine.upcomingTrip!.preference).toMatchObject(expected);
    });

    it('leaves every need empty when none is given (null, and no exclusions)', async () => {
      const traveller = await createTraveller(app.app);
      const res = await postPreference(traveller.token, { ...base, home_city: '   ', dietary_needs: '' });
      expect(res.statusCode).toBe(201);
      expect(res.json().preference).toMatchObject({ home_city: null, flights_included: null, accessibility_needs: null, dietary_needs: null, excluded_countries: [] });
    });

    it.each([
      ['an unknown country code', { excluded_countries: ['KE', 'XX'] }, t.excludedInvalid],
      ['a country outside Africa', { excluded_countries: ['NO'] }, t.excludedInvalid],
      ['a lower-case code', { excluded_countries: ['ke'] }, t.excludedInvalid],
      ['a repeated country', { excluded_countries: ['KE', 'KE'] }, t.excludedDuplicate],
      ['exclusions that are not a list', { excluded_countries: 'KE' }, t.excludedInvalid],
      ['a home city over 100 characters', { home_city: 'x'.repeat(101) }, t.homeCityTooLong],
      ['accessibility needs over 500 characters', { accessibility_needs: 'x'.repeat(501) }, t.accessibilityTooLong],
      ['dietary needs over 500 characters', { dietary_needs: 'x'.repeat(501) }, t.dietaryTooLong],
      ['flights that are not a boolean', { flights_included: 'yes' }, t.flightsInvalid],
    ])('answers 400 for %s and stores nothing', async (_label, change, message) => {
      const traveller = await createTraveller(app.app);
      const res = await postPreference(traveller.token, { ...base, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(message);
      expect(await app.db.select().from(preferences).where(eq(preferences.travellerId, traveller.user.id))).toEqual([]);
    });
  });

  describe('a proposal with a service in an excluded country', () => {
    it('answers 409 on POST /api/trips naming the service and its country, and creates nothing', async () => {
      const traveller = await createTraveller(app.app);
      const preferenceId = await submitPreference(app.app, traveller.token, { excluded_countries: ['KE'] });
      const { services: fine } = await bookableServices(app.app, 1, { country: 'TZ' });
      const { services: kenyan } = await bookableServices(app.app, 1, { name: 'Maasai Mara Balloon', country: 'KE' });
      const res = await createTrip(preferenceId, [fine[0]!.id, kenyan[0]!.id]);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(t.serviceInExcludedCountry('Maasai Mara Balloon', 'KE'));
      expect(res.json().message).toContain('Kenya');
      expect(await app.db.select().from(trips).where(eq(trips.preferenceId, preferenceId))).toEqual([]);
      const [pref] = await app.db.select().from(preferences).where(eq(preferences.id, preferenceId));
      expect(pref!.status).toBe('new');
      expect((await createTrip(preferenceId, [fine[0]!.id])).statusCode).toBe(201);
    });

    it('answers 409 on PUT /api/admin/trips/{id}/proposal naming the service, and keeps the proposal', async () => {
      const j = await journey(app.app, 'proposed', { admin, preference: { excluded_countries: ['MA'] } });
      const { services: moroccan } = await bookableServices(app.app, 1, { name: 'Atlas Riad', country: 'MA' });
      const res = await revise(j.tripId, [moroccan[0]!.id]);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(t.serviceInExcludedCountry('Atlas Riad', 'MA'));
      const [row] = await app.db.select().from(trips).where(eq(trips.id, j.tripId));
      expect(row!.totalPriceMinor).toBe(500_000);
      const { services: ok } = await bookableServices(app.app, 1, { country: 'NA' });
      expect((await revise(j.tripId, [ok[0]!.id])).statusCode).toBe(200);
    });

    it('lets a service without a recorded country through (old services cannot be judged)', async () => {
      const traveller = await createTraveller(app.app);
      const preferenceId = await submitPreference(app.app, traveller.token, { excluded_countries: ['KE'] });
      const { services } = await bookableServices(app.app, 1, { country: null });
      expect((await createTrip(preferenceId, [services[0]!.id])).statusCode).toBe(201);
    });
  });

  describe('GET /api/trips/{id}/surprise-again', () => {
    it("prefills a completed trip's preference with the old exclusions plus the trip's countries", async () => {
      const j = await journey(app.app, 'completed', { admin, preference: { ...needs, excluded_countries: ['MA', 'KE'], traveller_count: 3, interests: ['culture', 'wildlife'] } });
      // journey()'s services are both in Tanzania (makeService's default): added once.
      const res = await again(j.tripId, j.traveller.token);
      expect(res.statusCode).toBe(200);
      const body = surpriseAgainResponseSchema.strict().parse(res.json());
      expect(body).toEqual({
        trip_id: j.tripId,
        draft: {
          budget_range: '1000-2000',
          duration: '5-7',
          traveller_count: 3,
          interests: ['culture', 'wildlife'],
          home_city: 'Nairobi (NBO)',
          flights_included: false,
          accessibility_needs: needs.accessibility_needs,
          dietary_needs: 'Vegetarian',
          excluded_countries: ['KE', 'MA', 'TZ'],
        },
      });
    });

    it("adds the trip's countries to a preference without exclusions", async () => {
      const j = await journey(app.app, 'completed', { admin });
      const res = await again(j.tripId, j.traveller.token);
      expect(res.json().draft.excluded_countries).toEqual(['TZ']);
    });

    it.each(['proposed', 'paid', 'revealed'] as const)('answers 409 for a %s trip', async (stage) => {
      const j = await journey(app.app, stage, { admin });
      const res = await again(j.tripId, j.traveller.token);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(t.againNotEligible);
    });

    it('answers 409 for a cancelled trip (its countries may still be a secret)', async () => {
      const j = await journey(app.app, 'proposed', { admin });
      await app.db.update(trips).set({ status: 'cancelled' }).where(eq(trips.id, j.tripId));
      expect((await again(j.tripId, j.traveller.token)).statusCode).toBe(409);
    });

    it("answers 404 for another traveller's trip as for no trip, 401 without a token, 403 to an admin", async () => {
      const j = await journey(app.app, 'completed', { admin });
      const other = await createTraveller(app.app);
      expect((await again(j.tripId, other.token)).statusCode).toBe(404);
      expect((await again(99_999_999, j.traveller.token)).statusCode).toBe(404);
      expect((await again(j.tripId, admin.token)).statusCode).toBe(403);
      expect((await app.app.inject({ method: 'GET', url: `/api/trips/${j.tripId}/surprise-again` })).statusCode).toBe(401);
      expect((await again(0, j.traveller.token)).statusCode).toBe(400);
    });

    it('round-trips: the draft plus a new departure date is a valid POST /api/preferences', async () => {
      const j = await journey(app.app, 'completed', { admin, preference: { ...needs, excluded_countries: ['KE'] } });
      const { draft } = (await again(j.tripId, j.traveller.token)).json();
      const res = await postPreference(j.traveller.token, { ...draft, departure_date: inDays(60) });
      expect(res.statusCode).toBe(201);
      expect(res.json().preference).toMatchObject({ excluded_countries: ['KE', 'TZ'], home_city: 'Nairobi (NBO)', flights_included: false });
    });
  });
});
