import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authTexts, partnerServiceTexts as texts, serviceDtoSchema, type ServiceDto } from '@mt/shared';
import { services, tripServices } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createTraveller } from '../../test/factories';
import { makeSubscribedPartner, makeTrip, type SubscribedPartner } from '../partners/testing/partner-fixtures';
import { imagePart, multipart, png, type FilePart } from '../../test/multipart';
import { DEFAULT_RATE_LIMITS } from '../../config';

describe('partner services: GET/POST /api/services, PUT/DELETE /api/services/:id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const fields = (o: Record<string, string> = {}): Record<string, string> => ({
    name: 'Sunrise Balloon Safari',
    type: 'activity',
    description: 'An hour above the plains at dawn, with breakfast in the bush.',
    location_details: 'Serengeti, Tanzania',
    country: 'TZ',
    base_price: '4500.50',
    currency: 'NOK',
    pricing_description: 'per person',
    is_active: 'true',
    ...o,
  });
  const send = (method: 'POST' | 'PUT', url: string, token: string | null, f: Record<string, string>, files: FilePart[] = []) => {
    const body = multipart(f, files);
    return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...(token ? bearer(token) : {}) } });
  };
  const post = (token: string | null, f: Record<string, string> = fields(), files: FilePart[] = []) => send('POST', '/api/services', token, f, files);
  const put = (token: string | null, id: number, f: Record<string, string> = fields(), files: FilePart[] = []) => send('PUT', `/api/services/${id}`, token, f, files);
  const del = (token: string | null, id: number | string) =>
    t.app.inject({ method: 'DELETE', url: `/api/services/${id}`, headers: token ? bearer(token) : {} });
  const list = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/services', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json<{ services: ServiceDto[] }>().services;
  };
  const create = async (p: SubscribedPartner, o: Record<string, string> = {}, files: FilePart[] = []) => {
    const res = await post(p.token, fields(o), files);
    if (res.statusCode !== 201) throw new Error(`POST /api/services answered ${res.statusCode}: ${res.body}`);
    return res.json<{ service: ServiceDto }>().service;
  };
  const serviceFiles = () => {
    const dir = path.join(t.config.dataDir, 'uploads', 'services');
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  };
  const rowsOf = (partnerId: number) => t.db.select().from(services).where(eq(services.partnerId, partnerId));

  describe('GET /api/services', () => {
    it("lists only the partner's own services, newest first, in the service shape", async () => {
      const a = await makeSubscribedPartner(t.app, 'active', { maxServices: null });
      const b = await makeSubscribedPartner(t.app, 'active', { maxServices: null });
      const first = await create(a, { name: 'First' });
      const second = await create(a, { name: 'Second', is_active: 'false' });
      await create(b, { name: 'Not mine' });
      const mine = await list(a.token);
      expect(mine.map((s) => s.id)).toEqual([second.id, first.id]);
      for (const s of mine) expect(serviceDtoSchema.strict().safeParse(s).success).toBe(true);
      expect(mine[0]).toMatchObject({ is_active: false, company_name: a.user.companyName });
    });

    it('lists the services of a partner whose subscription has lapsed (shown dimmed, not hidden)', async () => {
      const p = await makeSubscribedPartner(t.app, 'active');
      const s = await create(p);
      await t.db.execute(`UPDATE partners SET subscription_status = 'canceled' WHERE id = ${p.partnerId}`);
      expect((await list(p.token)).map((x) => x.id)).toEqual([s.id]);
    });

    it('answers 401 without a token and 403 to travellers and admins', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/services' })).statusCode).toBe(401);
      for (const person of [await createTraveller(t.app), await createAdmin(t.app)]) {
        const res = await t.app.inject({ method: 'GET', url: '/api/services', headers: bearer(person.token) });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: authTexts.wrongRole });
      }
    });
  });

  describe('POST /api/services', () => {
    it('adds a service from multipart text fields, is_active sent as text, with a re-encoded image', async () => {
      const p = await makeSubscribedPartner(t.app, 'trialing');
      const res = await post(p.token, fields({ is_active: 'false', currency: 'usd' }), [await imagePart('image', await png(2400, 1200))]);
      expect(res.statusCode).toBe(201);
      const { service } = res.json<{ service: ServiceDto }>();
      expect(service).toMatchObject({
        name: 'Sunrise Balloon Safari',
        type: 'activity',
        description: 'An hour above the plains at dawn, with breakfast in the bush.',
        location_details: 'Serengeti, Tanzania',
        country: 'TZ',
        base_price: 4500.5,
        currency: 'USD',
        pricing_description: 'per person',
        is_active: false,
        is_featured: false,
        pin_to_homepage: false,
      });
      expect(service.image_url).toMatch(/^\/uploads\/services\/[0-9a-f-]{36}-1600x800\.webp$/);
      // Size and smaller widths come with the card (decision 0023), and every width is served.
      const main = service.image_url!;
      const widths = [320, 640, 960, 1280].map((w) => main.replace('.webp', `-${w}w.webp`));
      expect(service.image).toEqual({ url: main, width: 1600, height: 800, srcset: [...widths.map((u, i) => `${u} ${(i + 1) * 320}w`), `${main} 1600w`].join(', ') });
      for (const url of widths) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      const [row] = await t.db.select().from(services).where(eq(services.id, service.id));
      expect(row).toMatchObject({ partnerId: p.partnerId, basePriceMinor: 450_050, isActive: false });
      const image = await t.app.inject({ method: 'GET', url: service.image_url! });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    });

    it('omits an empty base price, defaults currency to NOK and is_active to true', async () => {
      const p = await makeSubscribedPartner(t.app);
      const { base_price: _p, currency: _c, is_active: _a, ...rest } = fields();
      const res = await post(p.token, { ...rest, base_price: '  ' });
      expect(res.statusCode).toBe(201);
      expect(res.json().service).toMatchObject({ base_price: null, currency: 'NOK', is_active: true, image_url: null });
      const res2 = await post(p.token, rest);
      expect(res2.json().service).toMatchObject({ base_price: null, currency: 'NOK', is_active: true });
    });

    it.each([
      ['a missing name', { name: undefined }, 'name', texts.nameRequired],
      ['a blank name', { name: '   ' }, 'name', texts.nameRequired],
      ['a missing type', { type: undefined }, 'type', texts.typeRequired],
      ['an unknown type', { type: 'spaceship' }, 'type', texts.typeRequired],
      ['a blank description', { description: ' ' }, 'description', texts.descriptionRequired],
      ['a price that is not a number', { base_price: 'cheap' }, 'base_price', texts.priceInvalid],
      ['a price in exponent form', { base_price: '1e3' }, 'base_price', texts.priceInvalid],
      ['a negative price', { base_price: '-1' }, 'base_price', texts.priceNegative],
      ['a price with 3 decimals', { base_price: '10.005' }, 'base_price', texts.priceDecimals],
      ['an absurd price', { base_price: '100000000.01' }, 'base_price', texts.priceTooLarge],
      ['an unsupported currency', { currency: 'XYZ' }, 'currency', texts.currencyInvalid],
      ['an is_active that is not true or false', { is_active: 'yes' }, 'is_active', texts.isActiveInvalid],
      ['a name over 150 characters', { name: 'x'.repeat(151) }, 'name', 'Must be at most 150 characters.'],
      ['a missing country (issue 19)', { country: undefined }, 'country', texts.countryRequired],
      ['a blank country', { country: ' ' }, 'country', texts.countryRequired],
      ['a country outside Africa', { country: 'NO' }, 'country', texts.countryInvalid],
      ['an unknown country code', { country: 'XX' }, 'country', texts.countryInvalid],
    ])('answers 400 for %s and stores nothing', async (_label, change, field, message) => {
      const p = await makeSubscribedPartner(t.app);
      const f: Record<string, string> = fields();
      for (const [k, v] of Object.entries(change)) {
        if (v === undefined) delete f[k];
        else f[k] = v;
      }
      const before = serviceFiles();
      const res = await post(p.token, f, [await imagePart('image')]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().errors[field]).toEqual([message]);
      expect(await rowsOf(p.partnerId)).toEqual([]);
      expect(serviceFiles()).toEqual(before);
    });

    it('accepts prices with 0, 1 or 2 decimals', async () => {
      const p = await makeSubscribedPartner(t.app, 'active', { maxServices: null });
      for (const [input, expected] of [['0', 0], ['12', 12], ['12.5', 12.5], ['0.29', 0.29], ['99999.99', 99999.99]] as const) {
        expect((await create(p, { base_price: input })).base_price).toBe(expected);
      }
    });

    it('refuses a file that is not an image (by its bytes) under the image field', async () => {
      const p = await makeSubscribedPartner(t.app);
      const before = serviceFiles();
      const svg = { field: 'image', filename: 'x.png', contentType: 'image/png', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') };
      const res = await post(p.token, fields(), [svg]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.image).toEqual([res.json().message]);
      expect(await rowsOf(p.partnerId)).toEqual([]);
      expect(serviceFiles()).toEqual(before);
    });

    it('answers 413 for an image over 5 MB, 400 for two images or another file field, 415 for JSON', async () => {
      const p = await makeSubscribedPartner(t.app);
      const big = { field: 'image', filename: 'big.png', contentType: 'image/png', data: Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]) };
      const tooBig = await post(p.token, fields(), [big]);
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toEqual({ message: texts.imageTooLarge });
      const two = await post(p.token, fields(), [await imagePart('image'), await imagePart('image')]);
      expect(two.statusCode).toBe(400);
      expect(two.json().errors.image).toEqual([texts.singleImage]);
      const other = await post(p.token, fields(), [await imagePart('cover_image')]);
      expect(other.statusCode).toBe(400);
      const json = await t.app.inject({ method: 'POST', url: '/api/services', headers: bearer(p.token), payload: fields() });
      expect(json.statusCode).toBe(415);
      expect(json.json()).toEqual({ message: texts.notMultipart });
      expect(await rowsOf(p.partnerId)).toEqual([]);
    });

    it.each(['past_due', 'unpaid', 'canceled', 'incomplete', null] as const)(
      'answers 403 with a message to a partner whose subscription is %s, storing nothing',
      async (status) => {
        const p = await makeSubscribedPartner(t.app, status);
        const before = serviceFiles();
        const res = await post(p.token, fields(), [await imagePart('image')]);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: texts.subscriptionRequired });
        expect(await rowsOf(p.partnerId)).toEqual([]);
        expect(serviceFiles()).toEqual(before);
      },
    );

    it("stops at the plan's max_services with 403 and the limit message", async () => {
      const p = await makeSubscribedPartner(t.app, 'active', { maxServices: 2 });
      await create(p);
      await create(p);
      const res = await post(p.token, fields(), [await imagePart('image')]);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "You've reached your plan limit of 2 services." });
      expect(await rowsOf(p.partnerId)).toHaveLength(2);
    });

    it('counts inactive services towards the limit but not deleted ones', async () => {
      const p = await makeSubscribedPartner(t.app, 'active', { maxServices: 2 });
      await create(p, { is_active: 'false' });
      const second = await create(p);
      expect((await post(p.token)).statusCode).toBe(403);
      expect((await del(p.token, second.id)).statusCode).toBe(204);
      expect((await post(p.token)).statusCode).toBe(201);
    });

    it('lets an unlimited plan add past any number and refuses a subscription without a plan', async () => {
      const unlimited = await makeSubscribedPartner(t.app, 'active', { maxServices: null });
      for (let i = 0; i < 5; i++) await create(unlimited);
      expect(await list(unlimited.token)).toHaveLength(5);
      const planless = await makeSubscribedPartner(t.app, 'active', null);
      const res = await post(planless.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: texts.noPlan });
    });

    it('answers 401 without a token and 403 to travellers and admins before reading the body', async () => {
      expect((await post(null)).statusCode).toBe(401);
      for (const person of [await createTraveller(t.app), await createAdmin(t.app)]) {
        const res = await post(person.token, { name: '' });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: authTexts.wrongRole });
      }
    });
  });

  describe('PUT /api/services/:id', () => {
    it('replaces the fields of an own service, keeping the image when none is sent', async () => {
      const p = await makeSubscribedPartner(t.app);
      const s = await create(p, {}, [await imagePart('image')]);
      const res = await put(p.token, s.id, fields({ name: 'Sunset Balloon', type: 'tour', base_price: '', is_active: 'false', location_details: '' }));
      expect(res.statusCode).toBe(200);
      expect(res.json().service).toMatchObject({
        id: s.id,
        name: 'Sunset Balloon',
        type: 'tour',
        base_price: null,
        is_active: false,
        location_details: null,
        image_url: s.image_url,
      });
      expect((await list(p.token))[0]).toEqual(res.json().service);
    });

    it('changes the country, and keeps it required on update (issue 19)', async () => {
      const p = await makeSubscribedPartner(t.app);
      const s = await create(p);
      const moved = await put(p.token, s.id, fields({ country: 'ke' }));
      expect(moved.statusCode).toBe(200);
      expect(moved.json().service.country).toBe('KE');
      const { country: _c, ...without } = fields();
      const res = await put(p.token, s.id, without);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.country).toEqual([texts.countryRequired]);
      expect((await rowsOf(p.partnerId))[0]!.country).toBe('KE');
    });

    it('replaces the image and removes the old files', async () => {
      const p = await makeSubscribedPartner(t.app);
      const s = await create(p, {}, [await imagePart('image')]);
      const oldName = path.basename(s.image_url!);
      expect(serviceFiles()).toContain(oldName);
      const res = await put(p.token, s.id, fields(), [await imagePart('image', await png(300, 200))]);
      expect(res.statusCode).toBe(200);
      const updated = res.json<{ service: ServiceDto }>().service;
      expect(updated.image_url).not.toBe(s.image_url);
      expect(serviceFiles()).toContain(path.basename(updated.image_url!));
      expect(serviceFiles()).not.toContain(oldName);
      expect(serviceFiles()).not.toContain(oldName.replace('.webp', '-thumb.webp'));
    });

    it("answers 403 for another partner's service and 404 for an unknown or deleted one, changing nothing", async () => {
      const owner = await makeSubscribedPartner(t.app);
      const other = await makeSubscribedPartner(t.app);
      const s = await create(owner);
      const res = await put(other.token, s.id, fields({ name: 'Hijacked' }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: texts.notOwner });
      expect((await list(owner.token))[0]!.name).toBe('Sunrise Balloon Safari');
      expect((await put(owner.token, 987_654_321, fields())).statusCode).toBe(404);
      await del(owner.token, s.id);
      const gone = await put(owner.token, s.id, fields());
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ message: texts.serviceNotFound });
    });

    it('answers 400 for a malformed id and for invalid fields, changing nothing', async () => {
      const p = await makeSubscribedPartner(t.app);
      const s = await create(p);
      for (const id of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
        expect((await send('PUT', `/api/services/${id}`, p.token, fields())).statusCode, id).toBe(400);
      }
      const res = await put(p.token, s.id, fields({ description: '' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ description: [texts.descriptionRequired] });
      expect((await list(p.token))[0]).toEqual(s);
    });

    it('answers 403 once the subscription has lapsed', async () => {
      const p = await makeSubscribedPartner(t.app, 'active');
      const s = await create(p);
      await t.db.execute(`UPDATE partners SET subscription_status = 'past_due' WHERE id = ${p.partnerId}`);
      const res = await put(p.token, s.id, fields({ name: 'Changed' }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: texts.subscriptionRequired });
      expect((await list(p.token))[0]!.name).toBe(s.name);
    });

    it('answers 401/403 to visitors and travellers', async () => {
      const p = await makeSubscribedPartner(t.app);
      const s = await create(p);
      expect((await put(null, s.id)).statusCode).toBe(401);
      expect((await put((await createTraveller(t.app)).token, s.id)).statusCode).toBe(403);
    });
  });

  describe('write rate limit', () => {
    it(`answers 429 after ${DEFAULT_RATE_LIMITS.serviceWritesPerPartner} deletes an hour by one partner, and only to that partner`, async () => {
      const busy = await makeSubscribedPartner(t.app);
      const calm = await makeSubscribedPartner(t.app);
      // Deletes of a missing service are the cheapest writes: each still counts.
      for (let i = 0; i < DEFAULT_RATE_LIMITS.serviceWritesPerPartner; i++) expect((await del(busy.token, 987_654_321)).statusCode).toBe(404);
      const limited = await del(busy.token, 987_654_321);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many requests/);
      expect((await del(calm.token, 987_654_321)).statusCode).toBe(404);
      // Each kind of write has its own budget: adding is still possible.
      expect((await post(busy.token)).statusCode).toBe(201);
      // Reading is not limited.
      expect(await list(busy.token)).toHaveLength(1);
    });
  });

  describe('DELETE /api/services/:id', () => {
    it('deletes an unbooked service with its image files', async () => {
      const p = await makeSubscribedPartner(t.app);
      const s = await create(p, {}, [await imagePart('image')]);
      const res = await del(p.token, s.id);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await rowsOf(p.partnerId)).toEqual([]);
      expect(serviceFiles()).not.toContain(path.basename(s.image_url!));
      expect((await del(p.token, s.id)).statusCode).toBe(404);
    });

    it('keeps a booked service for its trips but hides it from the partner and the public', async () => {
      const p = await makeSubscribedPartner(t.app);
      const s = await create(p, {}, [await imagePart('image')]);
      const traveller = await createTraveller(t.app);
      await makeTrip(t.db, {
        travellerId: traveller.user.id,
        travellerCount: 2,
        status: 'confirmed',
        paymentStatus: 'paid',
        lines: [{ serviceId: s.id, unitPriceMinor: 450_050, commissionRate: 15 }],
      });
      expect((await del(p.token, s.id)).statusCode).toBe(204);
      const [row] = await t.db.select().from(services).where(eq(services.id, s.id));
      expect(row).toMatchObject({ isActive: false, pinToHomepage: false, isFeatured: false });
      expect(row!.deletedAt).toBeInstanceOf(Date);
      expect(await t.db.select().from(tripServices).where(eq(tripServices.serviceId, s.id))).toHaveLength(1);
      expect(await list(p.token)).toEqual([]);
      const slug = (await t.app.inject({ method: 'GET', url: '/api/partners/me', headers: bearer(p.token) })).json().partner.slug;
      const page = await t.app.inject({ method: 'GET', url: `/api/public/partners/${slug}` });
      expect(page.json().services).toEqual([]);
      expect((await del(p.token, s.id)).statusCode).toBe(404);
      expect((await put(p.token, s.id)).statusCode).toBe(404);
    });

    it("answers 403 for another partner's service, 404 for an unknown one, 400 for a malformed id", async () => {
      const owner = await makeSubscribedPartner(t.app);
      const other = await makeSubscribedPartner(t.app);
      const s = await create(owner);
      const res = await del(other.token, s.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: texts.notOwner });
      expect(await list(owner.token)).toHaveLength(1);
      expect((await del(owner.token, 987_654_321)).statusCode).toBe(404);
      expect((await del(owner.token, 'x')).statusCode).toBe(400);
    });

    it('answers 403 once the subscription has lapsed, and 401/403 to visitors and travellers', async () => {
      const p = await makeSubscribedPartner(t.app, 'trialing');
      const s = await create(p);
      expect((await del(null, s.id)).statusCode).toBe(401);
      expect((await del((await createTraveller(t.app)).token, s.id)).statusCode).toBe(403);
      await t.db.execute(`UPDATE partners SET subscription_status = 'canceled' WHERE id = ${p.partnerId}`);
      const res = await del(p.token, s.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: texts.subscriptionRequired });
      expect(await list(p.token)).toHaveLength(1);
    });
  });
});
