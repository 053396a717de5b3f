import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  authTexts,
  SAVED_SERVICES_MAX,
  savedServiceResponseSchema,
  savedServicesAnswerTexts,
  servicesResponseSchema,
  travellerSavedServicesResponseSchema,
  tripTexts,
  PUBLIC_PRICE_CURRENCY,
} from '@mt/shared';
import { partners, preferences, savedServices, services } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createPartner, createTraveller, type Person } from '../../test/factories';
import { listFeaturedServices } from './public-services.service';
import { makePartner, makeService, uniqueWord, type TestPartner } from './testing/catalogue-fixtures';

describe('saved services (the heart, issue 22)', () => {
  let t: TestApp;
  let partner: TestPartner;
  let admin: Person;
  let partnerPerson: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    partner = await makePartner(t.app);
    admin = await createAdmin(t.app);
    partnerPerson = await createPartner(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const url = (id: number | string) => `/api/users/me/saved-services/${id}`;
  const save = (who: Person, id: number | string) => t.app.inject({ method: 'PUT', url: url(id), headers: bearer(who.token) });
  const unsave = (who: Person, id: number | string) => t.app.inject({ method: 'DELETE', url: url(id), headers: bearer(who.token) });
  const list = async (who: Person) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me/saved-services', headers: bearer(who.token) });
    expect(res.statusCode).toBe(200);
    return servicesResponseSchema.strict().parse(res.json()).services;
  };
  const savedIds = async (who: Person) => (await list(who)).map((s) => s.id);
  const rowsOf = (who: Person) => t.db.select().from(savedServices).where(eq(savedServices.userId, who.user.id));
  const forPreference = (token: string | null, id: number | string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/preferences/${id}/saved-services`, headers: token ? bearer(token) : {} });
  const newPreference = async (who: Person) => {
    const [row] = await t.db
      .insert(preferences)
      .values({ travellerId: who.user.id, budgetRange: '1000-2000', duration: '6-8', travellerCount: 2, departureDate: '2031-03-01', interests: ['wildlife'] })
      .returning({ id: preferences.id });
    return row!.id;
  };

  it('saves a listed service, and saving it again answers the same without a second row', async () => {
    const traveller = await createTraveller(t.app);
    const service = await makeService(t.db, partner.id);
    const first = await save(traveller, service.id);
    expect(first.statusCode).toBe(200);
    const body = savedServiceResponseSchema.strict().parse(first.json());
    expect(body.service_id).toBe(service.id);
    expect(Date.parse(body.saved_at)).not.toBeNaN();
    const again = await save(traveller, service.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
    expect(await rowsOf(traveller)).toHaveLength(1);
  });

  it('lists the saved services as the catalogue shows them, newest saved first, and only the traveller’s own', async () => {
    const traveller = await createTraveller(t.app);
    const other = await createTraveller(t.app);
    const older = await makeService(t.db, partner.id, { name: `Older ${uniqueWord()}`, isFeatured: true, basePriceMinor: 250_000, currency: 'NOK' });
    const newer = await makeService(t.db, partner.id, { name: `Newer ${uniqueWord()}` });
    expect((await save(traveller, older.id)).statusCode).toBe(200);
    expect((await save(traveller, newer.id)).statusCode).toBe(200);
    expect((await save(other, older.id)).statusCode).toBe(200);
    // Saved a moment apart in real life: the order must not hang on two saves landing in the same microsecond.
    await t.db
      .update(savedServices)
      .set({ createdAt: new Date('2020-01-01T10:00:00Z') })
      .where(and(eq(savedServices.userId, traveller.user.id), eq(savedServices.serviceId, older.id)));
    const saved = await list(traveller);
    expect(saved.map((s) => s.id)).toEqual([newer.id, older.id]);
    // The same card as the featured list (prices quoted in the public currency).
    const featured = (await listFeaturedServices(t.db)).find((s) => s.id === older.id);
    expect(saved[1]).toEqual(featured);
    expect(saved[1]!.currency).toBe(PUBLIC_PRICE_CURRENCY);
    expect(await savedIds(other)).toEqual([older.id]);
    // Saving again keeps the first save's place.
    expect((await save(traveller, older.id)).statusCode).toBe(200);
    expect(await savedIds(traveller)).toEqual([newer.id, older.id]);
  });

  it('unsaves, and unsaving what is not saved (or does not exist) answers the same', async () => {
    const traveller = await createTraveller(t.app);
    const service = await makeService(t.db, partner.id);
    await save(traveller, service.id);
    const removed = await unsave(traveller, service.id);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect(await rowsOf(traveller)).toHaveLength(0);
    expect((await unsave(traveller, service.id)).statusCode).toBe(204);
    expect((await unsave(traveller, 987_654_321)).statusCode).toBe(204);
    expect(await savedIds(traveller)).toEqual([]);
  });

  it('refuses to save an unknown or unlisted service (404), and hides a saved one while it is unlisted', async () => {
    const traveller = await createTraveller(t.app);
    const lapsed = await makePartner(t.app, 'past_due');
    const paused = await makeService(t.db, partner.id, { isActive: false });
    const ofLapsed = await makeService(t.db, lapsed.id);
    for (const id of [987_654_321, paused.id, ofLapsed.id]) {
      const res = await save(traveller, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: savedServicesAnswerTexts.notFound });
    }
    expect(await rowsOf(traveller)).toHaveLength(0);

    const kept = await makeService(t.db, partner.id);
    const later = await makeService(t.db, partner.id);
    await save(traveller, kept.id);
    await save(traveller, later.id);
    await t.db.update(services).set({ isActive: false }).where(eq(services.id, kept.id));
    expect(await savedIds(traveller)).toEqual([later.id]);
    // Still saved, so it is back once listed again; meanwhile a save is refused like any unlisted service.
    expect(await rowsOf(traveller)).toHaveLength(2);
    expect((await save(traveller, kept.id)).statusCode).toBe(404);
    await t.db.update(services).set({ isActive: true }).where(eq(services.id, kept.id));
    expect((await savedIds(traveller)).sort()).toEqual([kept.id, later.id].sort());
    // Deleted while on a trip (kept for history, never listed again) or the partner's subscription lapsing.
    await t.db.update(services).set({ deletedAt: new Date(), isActive: false }).where(eq(services.id, kept.id));
    await t.db.update(partners).set({ subscriptionStatus: 'canceled' }).where(eq(partners.id, partner.id));
    try {
      expect(await savedIds(traveller)).toEqual([]);
    } finally {
      await t.db.update(partners).set({ subscriptionStatus: 'active' }).where(eq(partners.id, partner.id));
    }
    expect(await savedIds(traveller)).toEqual([later.id]);
    // An unlisted one can still be removed.
    expect((await unsave(traveller, kept.id)).statusCode).toBe(204);
    expect(await rowsOf(traveller)).toHaveLength(1);
  });

  it('answers 400 for a malformed service id', async () => {
    const traveller = await createTraveller(t.app);
    for (const id of ['abc', '0', '-3', '1.5', '1e400', '99999999999999999999', '%20']) {
      for (const res of [await save(traveller, id), await unsave(traveller, id)]) {
        expect(res.statusCode, id).toBe(400);
        expect(typeof res.json().message).toBe('string');
      }
    }
  });

  it('is for travellers only: 401 for a guest, 403 for partners and admins', async () => {
    const service = await makeService(t.db, partner.id);
    const calls = [
      { method: 'GET' as const, url: '/api/users/me/saved-services' },
      { method: 'PUT' as const, url: url(service.id) },
      { method: 'DELETE' as const, url: url(service.id) },
    ];
    for (const call of calls) {
      const guest = await t.app.inject(call);
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toEqual({ message: authTexts.tokenMissing });
      // Refused before the id is read: a malformed id from a guest is still 401.
      if (call.method !== 'GET') expect((await t.app.inject({ ...call, url: url('abc') })).statusCode).toBe(401);
      for (const who of [partnerPerson, admin]) {
        const res = await t.app.inject({ ...call, headers: bearer(who.token) });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: authTexts.wrongRole });
      }
    }
    expect(await t.db.select().from(savedServices).where(eq(savedServices.serviceId, service.id))).toHaveLength(0);
  });

  describe('the limit', () => {
    let traveller: Person;
    let extra: { id: number }[];
    beforeAll(async () => {
      traveller = await createTraveller(t.app);
      const many = await t.db
        .insert(services)
        .values(Array.from({ length: SAVED_SERVICES_MAX + 3 }, (_, i) => ({ partnerId: partner.id, name: `Bulk ${i} ${uniqueWord()}`, type: 'tour', description: 'One of many.', country: 'KE' })))
        .returning({ id: services.id });
      await t.db.insert(savedServices).values(many.slice(0, SAVED_SERVICES_MAX - 1).map((s) => ({ userId: traveller.user.id, serviceId: s.id })));
      extra = many.slice(SAVED_SERVICES_MAX - 1);
    });

    it(`takes the ${SAVED_SERVICES_MAX}th save, refuses the next with a clear 409, and re-saving stays harmless`, async () => {
      expect((await save(traveller, extra[0]!.id)).statusCode).toBe(200);
      const refused = await save(traveller, extra[1]!.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: savedServicesAnswerTexts.limitReached });
      expect(refused.json().message).toContain(String(SAVED_SERVICES_MAX));
      expect((await save(traveller, extra[0]!.id)).statusCode).toBe(200);
      expect(await rowsOf(traveller)).toHaveLength(SAVED_SERVICES_MAX);
      expect(await list(traveller)).toHaveLength(SAVED_SERVICES_MAX);
    });

    it('counts only listed services, the ones the traveller can see and remove', async () => {
      const [hidden] = await rowsOf(traveller);
      await t.db.update(services).set({ isActive: false }).where(eq(services.id, hidden!.serviceId));
      try {
        expect((await save(traveller, extra[1]!.id)).statusCode).toBe(200);
        expect((await save(traveller, extra[2]!.id)).statusCode).toBe(409);
      } finally {
        await t.db.update(services).set({ isActive: true }).where(eq(services.id, hidden!.serviceId));
      }
      // Once listed again the traveller is over the limit: nothing breaks, and nothing new is taken.
      expect(await list(traveller)).toHaveLength(SAVED_SERVICES_MAX);
      expect((await save(traveller, extra[2]!.id)).statusCode).toBe(409);
      expect((await unsave(traveller, extra[1]!.id)).statusCode).toBe(204);
      expect((await unsave(traveller, extra[0]!.id)).statusCode).toBe(204);
      expect((await save(traveller, extra[2]!.id)).statusCode).toBe(200);
    });
  });

  describe('at the same time', () => {
    it('two saves of the same service make one row and the same answer', async () => {
      const traveller = await createTraveller(t.app);
      const service = await makeService(t.db, partner.id);
      const [a, b] = await Promise.all([save(traveller, service.id), save(traveller, service.id)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.json()).toEqual(b.json());
      expect(await rowsOf(traveller)).toHaveLength(1);
    });

    it('two saves of different services one short of the limit: exactly one is taken', async () => {
      const traveller = await createTraveller(t.app);
      const many = await t.db
        .insert(services)
        .values(Array.from({ length: SAVED_SERVICES_MAX + 1 }, (_, i) => ({ partnerId: partner.id, name: `Race ${i} ${uniqueWord()}`, type: 'tour', description: 'One of many.' })))
        .returning({ id: services.id });
      await t.db.insert(savedServices).values(many.slice(0, SAVED_SERVICES_MAX - 1).map((s) => ({ userId: traveller.user.id, serviceId: s.id })));
      const [a, b] = await Promise.all([save(traveller, many[SAVED_SERVICES_MAX - 1]!.id), save(traveller, many[SAVED_SERVICES_MAX]!.id)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect(await rowsOf(traveller)).toHaveLength(SAVED_SERVICES_MAX);
    });

    it('a save and an unsave of the same service leave it either saved or not, never an error', async () => {
      const traveller = await createTraveller(t.app);
      const service = await makeService(t.db, partner.id);
      const [a, b] = await Promise.all([save(traveller, service.id), unsave(traveller, service.id)]);
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(204);
      expect((await rowsOf(traveller)).length).toBeLessThanOrEqual(1);
    });
  });

  describe('the admin’s create-trip hint', () => {
    it('gives the listed services the preference’s traveller saved, newest saved first', async () => {
      const traveller = await createTraveller(t.app);
      const preferenceId = await newPreference(traveller);
      const [a, b, unlisted] = [await makeService(t.db, partner.id), await makeService(t.db, partner.id), await makeService(t.db, partner.id)];
      for (const s of [a, b, unlisted]) expect((await save(traveller, s.id)).statusCode).toBe(200);
      await t.db.update(savedServices).set({ createdAt: new Date('2020-01-01T10:00:00Z') }).where(and(eq(savedServices.userId, traveller.user.id), eq(savedServices.serviceId, a.id)));
      await t.db.update(services).set({ isActive: false }).where(eq(services.id, unlisted.id));
      const res = await forPreference(admin.token, preferenceId);
      expect(res.statusCode).toBe(200);
      expect(travellerSavedServicesResponseSchema.strict().parse(res.json())).toEqual({ service_ids: [b.id, a.id] });
      // Another traveller's preference has its own (none here).
      const other = await createTraveller(t.app);
      await save(other, a.id);
      const empty = await forPreference(admin.token, await newPreference(await createTraveller(t.app)));
      expect(empty.json()).toEqual({ service_ids: [] });
    });

    it('is for admins only, 404 for an unknown preference and 400 for a malformed id', async () => {
      const traveller = await createTraveller(t.app);
      const preferenceId = await newPreference(traveller);
      expect((await forPreference(null, preferenceId)).statusCode).toBe(401);
      for (const who of [traveller, partnerPerson]) {
        const res = await forPreference(who.token, preferenceId);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: authTexts.wrongRole });
      }
      const missing = await forPreference(admin.token, 987_654_321);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: tripTexts.preferenceNotFound });
      for (const id of ['abc', '0', '-1']) expect((await forPreference(admin.token, id)).statusCode).toBe(400);
    });
  });
});
