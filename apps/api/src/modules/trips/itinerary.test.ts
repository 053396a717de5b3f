import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, itineraryTexts, tripDetailsResponseSchema, tripTexts } from '@mt/shared';
import { partners, services, tripItineraryDays } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createTraveller, type Person } from '../../test/factories';
import { PROPOSAL_CONTENT, bookableServices, inDays, journey, setStatus } from './testing/journey';

describe('trip companion: itinerary, details, calendar', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  const call = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const save = (tripId: number, payload: object, token = admin.token) => call('PUT', `/api/admin/trips/${tripId}/itinerary`, token, payload);
  // Departs in 20 days and ends after the proposal's nights (docs/decisions/0021): inDays(20) .. END.
  const PREF = { departure_date: inDays(20), duration: '3-5' };
  const END_IN = 20 + PROPOSAL_CONTENT.nights;
  const END = inDays(END_IN);

  describe('PUT /api/admin/trips/{id}/itinerary', () => {
    it('stores the days sorted by date with the meeting point, and replaces them on the next save', async () => {
      const j = await journey(t.app, 'paid', { admin, preference: PREF });
      const res = await save(j.tripId, {
        meeting_point: 'Kilimanjaro Airport arrivals hall',
        meeting_time: '14:30',
        days: [
          { date: inDays(21), title: 'Into the crater', notes: 'Early start.', service_ids: [j.serviceIds[1], j.serviceIds[1]] },
          { date: inDays(20), title: 'Arrival', service_ids: [j.serviceIds[0]] },
        ],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        departure_date: inDays(20),
        return_date: END,
        itinerary: {
          meeting_point: 'Kilimanjaro Airport arrivals hall',
          meeting_time: '14:30',
          days: [
            { date: inDays(20), title: 'Arrival', notes: '', service_ids: [j.serviceIds[0]] },
            { date: inDays(21), title: 'Into the crater', notes: 'Early start.', service_ids: [j.serviceIds[1]] },
          ],
        },
      });
      const again = await save(j.tripId, { days: [{ date: inDays(24), title: 'Home' }] });
      expect(again.statusCode).toBe(200);
      expect(again.json().itinerary).toEqual({ meeting_point: null, meeting_time: null, days: [{ date: inDays(24), title: 'Home', notes: '', service_ids: [] }] });
      expect((await call('GET', `/api/admin/trips/${j.tripId}/itinerary`, admin.token)).json()).toEqual(again.json());
    });

    it('answers null for a trip without an itinerary, 404 for no trip', async () => {
      const j = await journey(t.app, 'proposed', { admin, preference: PREF });
      expect((await call('GET', `/api/admin/trips/${j.tripId}/itinerary`, admin.token)).json()).toEqual({ itinerary: null, departure_date: inDays(20), return_date: END });
      const none = await call('GET', '/api/admin/trips/987654321/itinerary', admin.token);
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe(tripTexts.tripNotFound);
      expect((await save(987654321, { days: [{ date: inDays(20), title: 'x' }] })).statusCode).toBe(404);
    });

    it('refuses invalid bodies with 400 and the reason', async () => {
      const j = await journey(t.app, 'paid', { admin, preference: PREF });
      const day = { date: inDays(20), title: 'Arrival' };
      const cases: [object, string][] = [
        [{ days: [] }, itineraryTexts.daysRequired],
        [{}, itineraryTexts.daysRequired],
        [{ days: [day, { ...day, title: 'Twice' }] }, itineraryTexts.dateDuplicate],
        [{ days: [{ ...day, date: '2030-02-30' }] }, itineraryTexts.dateInvalid],
        [{ days: [{ ...day, title: '  ' }] }, itineraryTexts.titleRequired],
        [{ days: [{ ...day, title: 'x'.repeat(121) }] }, itineraryTexts.titleTooLong(120)],
        [{ days: [{ ...day, notes: 'x'.repeat(2001) }] }, itineraryTexts.notesTooLong(2000)],
        [{ days: [day], meeting_point: 'Gate 3' }, itineraryTexts.meetingBoth],
        [{ days: [day], meeting_point: 'Gate 3', meeting_time: '25:00' }, itineraryTexts.meetingTimeInvalid],
        [{ days: [day], meeting_point: 'x'.repeat(201), meeting_time: '10:00' }, itineraryTexts.meetingPointTooLong(200)],
        [{ days: Array.from({ length: 32 }, (_, i) => ({ date: addDays('2030-01-01', i), title: 'd' })) }, itineraryTexts.tooManyDays(31)],
      ];
      for (const [body, message] of cases) {
        const res = await save(j.tripId, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(JSON.stringify(res.json())).toContain(message);
      }
      expect((await call('GET', `/api/admin/trips/${j.tripId}/itinerary`, admin.token)).json().itinerary).toBeNull();
    });

    it('refuses a date outside the trip and a service of another trip (400), writing nothing', async () => {
      const j = await journey(t.app, 'paid', { admin, preference: PREF });
      await save(j.tripId, { days: [{ date: inDays(20), title: 'Kept' }] });
      const before = await save(j.tripId, { days: [{ date: inDays(19), title: 'Too early' }] });
      expect(before.statusCode).toBe(400);
      expect(before.json().message).toBe(itineraryTexts.dateOutsideTrip(inDays(19), inDays(20), END));
      expect((await save(j.tripId, { days: [{ date: inDays(END_IN + 1), title: 'Too late' }] })).statusCode).toBe(400);
      const { services: others } = await bookableServices(t.app, 1);
      const stranger = await save(j.tripId, { days: [{ date: inDays(22), title: 'Hm', service_ids: [j.serviceIds[0], others[0]!.id] }] });
      expect(stranger.statusCode).toBe(400);
      expect(stranger.json().message).toBe(itineraryTexts.serviceNotOnTrip(others[0]!.id));
      const days = await t.app.db.select().from(tripItineraryDays).where(eq(tripItineraryDays.tripId, j.tripId));
      expect(days.map((d) => d.title)).toEqual(['Kept']);
    });

    it('answers 409 for a cancelled trip, and only admins may write (401, 403)', async () => {
      const j = await journey(t.app, 'proposed', { admin, preference: PREF });
      const body = { days: [{ date: inDays(20), title: 'Arrival' }] };
      expect((await t.app.inject({ method: 'PUT', url: `/api/admin/trips/${j.tripId}/itinerary`, payload: body })).statusCode).toBe(401);
      expect((await save(j.tripId, body, j.traveller.token)).statusCode).toBe(403);
      expect((await call('GET', `/api/admin/trips/${j.tripId}/itinerary`, j.traveller.token)).statusCode).toBe(403);
      expect((await setStatus(t.app, admin.token, j.tripId, 'cancelled')).statusCode).toBe(200);
      const res = await save(j.tripId, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(itineraryTexts.tripCancelled);
    });
  });

  describe('GET /api/trips/{id}/details', () => {
    it('returns the itinerary, the partner contacts and map links after the reveal', async () => {
      const j = await journey(t.app, 'revealed', { admin, preference: PREF });
      const [svc] = await t.app.db.select().from(services).where(eq(services.id, j.serviceIds[0]!));
      await t.app.db.update(partners).set({ phoneNumber: '+255 27 250 0000', websiteUrl: 'https://host.example' }).where(eq(partners.id, svc!.partnerId));
      await t.app.db.update(services).set({ locationDetails: 'Stone Town, Zanzibar' }).where(eq(services.id, j.serviceIds[1]!));
      const empty = tripDetailsResponseSchema.strict().parse((await call('GET', `/api/trips/${j.tripId}/details`, j.traveller.token)).json());
      expect(empty.itinerary).toBeNull();
      await save(j.tripId, { meeting_point: 'Hotel lobby', meeting_time: '09:00', days: [{ date: inDays(20), title: 'Arrival', notes: 'Welcome dinner.', service_ids: [j.serviceIds[0]] }] });
      const res = await call('GET', `/api/trips/${j.tripId}/details`, j.traveller.token);
      expect(res.statusCode).toBe(200);
      const body = tripDetailsResponseSchema.strict().parse(res.json());
      expect(body.itinerary).toEqual({ meeting_point: 'Hotel lobby', meeting_time: '09:00', days: [{ date: inDays(20), title: 'Arrival', notes: 'Welcome dinner.', service_ids: [j.serviceIds[0]] }] });
      const first = body.services.find((s) => s.id === j.serviceIds[0])!;
      expect(first.contact).toEqual({ email: expect.stringContaining('@'), phone: '+255 27 250 0000', website: 'https://host.example' });
      expect(first.map_url).toBe('https://www.openstreetmap.org/search?query=Arusha%2C%20Tanzania');
      expect(body.services.find((s) => s.id === j.serviceIds[1])!.map_url).toBe('https://www.openstreetmap.org/search?query=Stone%20Town%2C%20Zanzibar');
    });

    it('answers 409 before the reveal even with an itinerary written, 404 for another traveller', async () => {
      const j = await journey(t.app, 'paid', { admin, preference: PREF });
      await save(j.tripId, { days: [{ date: inDays(20), title: 'Arrival in Zanzibar' }] });
      const early = await call('GET', `/api/trips/${j.tripId}/details`, j.traveller.token);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ message: tripTexts.detailsNotRevealed });
      expect(early.body).not.toContain('Zanzibar');
      const other = await createTraveller(t.app);
      await call('PUT', `/api/admin/trips/${j.tripId}/reveal`, admin.token);
      expect((await call('GET', `/api/trips/${j.tripId}/details`, other.token)).statusCode).toBe(404);
      expect((await call('GET', `/api/trips/${j.tripId}/calendar.ics`, other.token)).statusCode).toBe(404);
    });
  });

  describe('GET /api/trips/{id}/calendar.ics', () => {
    const events = (ics: string) => ics.split('BEGIN:VEVENT').length - 1;
    const compact = (d: string) => d.replace(/-/g, '');

    it('answers 409 for an unpaid proposal', async () => {
      const j = await journey(t.app, 'proposed', { admin, preference: PREF });
      const res = await call('GET', `/api/trips/${j.tripId}/calendar.ics`, j.traveller.token);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(itineraryTexts.calendarUnpaid);
    });

    it('before the reveal: dates only, no LOCATION, no destination, service or day title', async () => {
      const j = await journey(t.app, 'paid', { admin, preference: PREF });
      const [svc] = await t.app.db.select().from(services).where(eq(services.id, j.serviceIds[0]!));
      const plain = await call('GET', `/api/trips/${j.tripId}/calendar.ics`, j.traveller.token);
      expect(plain.statusCode).toBe(200);
      expect(events(plain.body)).toBe(1);
      expect(plain.body).toContain(`DTSTART;VALUE=DATE:${compact(inDays(20))}\r\n`);
      expect(plain.body).toContain(`DTEND;VALUE=DATE:${compact(inDays(END_IN + 1))}\r\n`);
      await save(j.tripId, {
        meeting_point: 'Arusha clock tower',
        meeting_time: '08:00',
        days: [
          { date: inDays(20), title: 'Arusha arrival', notes: 'Meet at the Arusha clock tower', service_ids: [j.serviceIds[0]] },
          { date: inDays(22), title: 'Ngorongoro', service_ids: [j.serviceIds[1]] },
        ],
      });
      const res = await call('GET', `/api/trips/${j.tripId}/calendar.ics`, j.traveller.token);
      expect(events(res.body)).toBe(2);
      expect(res.body).toContain(`SUMMARY:${itineraryTexts.calendarDay(3, j.tripId)}\r\n`);
      for (const ics of [plain.body, res.body]) {
        expect(ics).not.toMatch(/^LOCATION/m);
        for (const secret of ['Arusha', 'Tanzania', 'Ngorongoro', svc!.name]) expect(ics).not.toContain(secret);
      }
    });

    it('after the reveal: one event per itinerary day with its title, its services’ locations and notes', async () => {
      const j = await journey(t.app, 'revealed', { admin, preference: PREF });
      await t.app.db.update(services).set({ locationDetails: 'Stone Town, Zanzibar' }).where(eq(services.id, j.serviceIds[1]!));
      await save(j.tripId, {
        meeting_point: 'Kilimanjaro Airport',
        meeting_time: '14:30',
        days: [
          { date: inDays(20), title: 'Arrival', notes: 'Transfer to the lodge.', service_ids: [j.serviceIds[0]] },
          { date: inDays(21), title: 'Island day', service_ids: [j.serviceIds[0], j.serviceIds[1]] },
          { date: inDays(24), title: 'Home' },
        ],
      });
      const ics = (await call('GET', `/api/trips/${j.tripId}/calendar.ics`, j.traveller.token)).body;
      expect(events(ics)).toBe(3);
      const unfolded = ics.replace(/\r\n /g, '');
      expect(unfolded).toContain(`UID:trip-${j.tripId}-day-${inDays(21)}@`);
      expect(unfolded).toContain(`DTSTART;VALUE=DATE:${compact(inDays(21))}\r\nDTEND;VALUE=DATE:${compact(inDays(22))}\r\n`);
      expect(unfolded).toContain(`SUMMARY:Day 2: Island day (Mystery Trip #${j.tripId})`);
      expect(unfolded).toContain('LOCATION:Arusha\\, Tanzania\\; Stone Town\\, Zanzibar');
      expect(unfolded).toContain('Meeting point: Kilimanjaro Airport at 14:30\\nTransfer to the lodge.');
      expect(unfolded).toContain(`SUMMARY:Day 5: Home (Mystery Trip #${j.tripId})`);
      expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    });
  });
});
