import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  authTexts,
  createPreferenceResponseSchema,
  earliestDepartureDate,
  preferenceTexts as t,
  tripPlanTexts,
} from '@mt/shared';
import { partners, preferences, services, settings } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createPartner, createTraveller, type Person } from '../../test/factories';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('POST /api/preferences', () => {
  let t0: TestApp;
  let traveller: Person;
  const valid = () => ({
    budget_range: '1000-2000',
    duration: '5-7',
    traveller_count: 2,
    departure_date: inDays(30),
    interests: ['adventure', 'wildlife'],
    notes: 'Window seats, please.',
  });
  const post = (token: string | null, payload: unknown) =>
    t0.app.inject({ method: 'POST', url: '/api/preferences', headers: token ? bearer(token) : {}, payload: payload as object });

  beforeAll(async () => {
    t0 = await buildTestApp();
    traveller = await createTraveller(t0.app);
  });
  afterAll(async () => {
    await t0.close();
  });

  it('stores the preference for the signed-in traveller and answers 201 { message, preference }', async () => {
    const res = await post(traveller.token, valid());
    expect(res.statusCode).toBe(201);
    const body = createPreferenceResponseSchema.strict().parse(res.json());
    expect(body.message).toBe(t.submitted);
    expect(body.preference).toMatchObject({ ...valid(), traveller_id: traveller.user.id, status: 'new' });
    const [row] = await t0.db.select().from(preferences).where(eq(preferences.id, body.preference.id));
    expect(row).toMatchObject({ travellerId: traveller.user.id, budgetRange: '1000-2000', duration: '5-7', travellerCount: 2, interests: ['adventure', 'wildlife'], notes: 'Window seats, please.' });
  });

  it('accepts today, drops duplicate interests and stores blank notes as null', async () => {
    const res = await post(traveller.token, { ...valid(), departure_date: inDays(0), interests: ['city', 'city'], notes: '   ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().preference).toMatchObject({ interests: ['city'], notes: null });
  });

  it('answers 401 without or with a broken token and 403 to partners and admins, storing nothing', async () => {
    const before = (await t0.db.select().from(preferences)).length;
    for (const token of [null, 'broken']) {
      const res = await post(token, valid());
      expect(res.statusCode).toBe(401);
    }
    expect((await post(null, valid())).json()).toEqual({ message: authTexts.tokenMissing });
    for (const person of [await createPartner(t0.app), await createAdmin(t0.app)]) {
      const res = await post(person.token, valid());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: authTexts.wrongRole });
    }
    // Role checks come before validation: a bad body from a partner is still 403.
    expect((await post((await createPartner(t0.app)).token, {})).statusCode).toBe(403);
    expect((await t0.db.select().from(preferences)).length).toBe(before);
  });

  const yesterday = new Date(Date.parse(`${earliestDepartureDate()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  it.each([
    ['budget missing', { budget_range: undefined }, 'budget_range', t.budgetRequired],
    ['budget unknown', { budget_range: '1-2' }, 'budget_range', t.budgetRequired],
    ['duration missing', { duration: undefined }, 'duration', t.durationRequired],
    ['duration unknown', { duration: '2' }, 'duration', t.durationRequired],
    ['travellers missing', { traveller_count: undefined }, 'traveller_count', t.travellerCountRequired],
    ['travellers as text', { traveller_count: '2' }, 'traveller_count', t.travellerCountRequired],
    ['travellers fractional', { traveller_count: 1.5 }, 'traveller_count', t.travellerCountRequired],
    ['travellers zero', { traveller_count: 0 }, 'traveller_count', t.travellerCountMin],
    ['travellers too many', { traveller_count: 10_000 }, 'traveller_count', t.travellerCountMax],
    ['date missing', { departure_date: undefined }, 'departure_date', t.departureRequired],
    ['date empty', { departure_date: '' }, 'departure_date', t.departureRequired],
    ['date malformed', { departure_date: '30/12/2030' }, 'departure_date', t.departureInvalid],
    ['date impossible', { departure_date: '2030-02-31' }, 'departure_date', t.departureInvalid],
    ['date in the past', { departure_date: yesterday }, 'departure_date', t.departureInPast],
    ['interests missing', { interests: undefined }, 'interests', t.interestsRequired],
    ['interests empty', { interests: [] }, 'interests', t.interestsRequired],
    ['interest unknown', { interests: ['hacking'] }, 'interests.0', t.interestInvalid],
    ['notes too long', { notes: 'x'.repeat(2001) }, 'notes', t.notesTooLong],
    ['service ids malformed', { service_ids: ['1'] }, 'service_ids.0', undefined],
    ['too many service ids', { budget_range: undefined, service_ids: [1, 2, 3, 4] }, 'service_ids', t.serviceIdsInvalid],
  ])('answers 400 when %s', async (_name, change, field, message) => {
    const res = await post(traveller.token, { ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body.errors)).toContain(field);
    if (message) expect(body.errors[field]).toContain(message);
    expect(typeof body.message).toBe('string');
  });

  it('answers 400 for a body that is not JSON or not an object', async () => {
    const bad = await t0.app.inject({ method: 'POST', url: '/api/preferences', headers: { ...bearer(traveller.token), 'content-type': 'application/json' }, payload: '{"budget' });
    expect(bad.statusCode).toBe(400);
    expect((await post(traveller.token, [1, 2])).statusCode).toBe(400);
  });

  describe('from a trip plan (service_ids, no budget_range)', () => {
    let ids: number[];
    beforeAll(async () => {
      const partner = await createPartner(t0.app);
      const [p] = await t0.db.select().from(partners).where(eq(partners.userId, partner.user.id));
      await t0.db
        .insert(settings)
        .values({ key: 'exchange_rates', value: { base: 'NOK', rates: { NOK: 1, USD: 0.1, EUR: 0.08 } } })
        .onConflictDoUpdate({ target: settings.key, set: { value: { base: 'NOK', rates: { NOK: 1, USD: 0.1, EUR: 0.08 } } } });
      const rows = await t0.db
        .insert(services)
        .values([
          // 12,000 NOK = 1,200 USD; 400 EUR = 500 USD; unpriced adds nothing.
          { partnerId: p!.id, name: 'Serengeti Lodge', type: 'accommodation', description: 'd', basePriceMinor: 1_200_000, currency: 'NOK' },
          { partnerId: p!.id, name: 'Spice Tour', type: 'tour', description: 'd', basePriceMinor: 40_000, currency: 'EUR' },
          { partnerId: p!.id, name: 'Ask Us Guide', type: 'guide', description: 'd', basePriceMinor: null, currency: 'NOK' },
        ])
        .returning({ id: services.id });
      ids = rows.map((r) => r.id);
    });
    const planRequest = (over: object = {}) => {
      const { budget_range: _omit, ...rest } = valid();
      return { ...rest, notes: 'We love dhows.', service_ids: ids, ...over };
    };

    it('picks the budget from the USD total of the services and lists them in the notes', async () => {
      const res = await post(traveller.token, planRequest());
      expect(res.statusCode).toBe(201);
      const { preference } = res.json();
      expect(preference.budget_range).toBe('1000-2000');
      expect(preference.notes).toBe(
        [
          'We love dhows.',
          '',
          tripPlanTexts.notesServicesHeading,
          `- Serengeti Lodge (service #${ids[0]})`,
          `- Spice Tour (service #${ids[1]})`,
          `- Ask Us Guide (service #${ids[2]})`,
        ].join('\n'),
      );
    });

    it('asks for the lowest bucket when no price is known and ignores ids that do not exist', async () => {
      const res = await post(traveller.token, planRequest({ service_ids: [ids[2], 987654321], notes: '' }));
      expect(res.statusCode).toBe(201);
      expect(res.json().preference).toMatchObject({
        budget_range: '500-1000',
        notes: `${tripPlanTexts.notesServicesHeading}\n- Ask Us Guide (service #${ids[2]})`,
      });
    });

    it('keeps a budget the traveller chose', async () => {
      const res = await post(traveller.token, planRequest({ budget_range: '5000+' }));
      expect(res.json().preference.budget_range).toBe('5000+');
    });

    it('still needs a budget when the service list is empty', async () => {
      const res = await post(traveller.token, planRequest({ service_ids: [] }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.budget_range).toEqual([t.budgetRequired]);
    });
  });
});
