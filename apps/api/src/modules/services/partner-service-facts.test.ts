import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, partnerServiceTexts as texts, serviceDtoSchema, utcDay, type ServiceDto } from '@mt/shared';
import { services } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { makeSubscribedPartner, type SubscribedPartner } from '../partners/testing/partner-fixtures';
import { multipart } from '../../test/multipart';

/** Issue 22: a service's length, group size and season through the partner's POST/PUT /api/services. */
describe('partner services: duration_hours, group sizes and availability', () => {
  let t: TestApp;
  let p: SubscribedPartner;
  beforeAll(async () => {
    t = await buildTestApp();
    p = await makeSubscribedPartner(t.app, 'active', { maxServices: null });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Days from today (UTC), as the server counts them. */
  const day = (n: number) => addDays(utcDay(new Date()), n);
  const seasons = (...pairs: [number, number][]) => pairs.map(([a, b]) => ({ from: day(a), until: day(b) }));
  const fields = (o: Record<string, string | undefined> = {}): Record<string, string> => {
    const all: Record<string, string | undefined> = {
      name: 'Sunset Dhow Cruise',
      type: 'activity',
      description: 'Two hours under sail.',
      country: 'TZ',
      base_price: '500',
      ...o,
    };
    return Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => e[1] !== undefined));
  };
  const send = (method: 'POST' | 'PUT', url: string, f: Record<string, string>) => {
    const body = multipart(f);
    return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...bearer(p.token) } });
  };
  const post = (o: Record<string, string | undefined> = {}) => send('POST', '/api/services', fields(o));
  const put = (id: number, o: Record<string, string | undefined> = {}) => send('PUT', `/api/services/${id}`, fields(o));
  const created = async (o: Record<string, string | undefined> = {}) => {
    const res = await post(o);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ service: ServiceDto }>().service;
  };
  const row = async (id: number) => (await t.db.select().from(services).where(eq(services.id, id)))[0]!;
  const count = async () => (await t.db.select({ id: services.id }).from(services).where(eq(services.partnerId, p.partnerId))).length;
  const refused = async (o: Record<string, string | undefined>, field: string, message: string) => {
    const before = await count();
    const res = await post(o);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message, errors: { [field]: [message] } });
    expect(await count()).toBe(before);
  };

  it('stores the four facts and answers them in every service JSON: own list, partner page, update', async () => {
    const availability = seasons([10, 40], [100, 130]);
    const s = await created({ duration_hours: '72', group_size_min: '2', group_size_max: '8', availability: JSON.stringify(availability) });
    expect(s).toMatchObject({ duration_hours: 72, group_size_min: 2, group_size_max: 8, availability });
    expect(serviceDtoSchema.strict().safeParse(s).success).toBe(true);
    expect(await row(s.id)).toMatchObject({ durationHours: 72, groupSizeMin: 2, groupSizeMax: 8, availability, availableUntil: day(130) });

    const own = (await t.app.inject({ method: 'GET', url: '/api/services', headers: bearer(p.token) })).json<{ services: ServiceDto[] }>().services;
    expect(own.find((x) => x.id === s.id)).toEqual(s);
    const slug = (await t.app.inject({ method: 'GET', url: '/api/partners/me', headers: bearer(p.token) })).json().partner.slug;
    const page = (await t.app.inject({ method: 'GET', url: `/api/public/partners/${slug}` })).json<{ services: ServiceDto[] }>();
    expect(page.services.find((x) => x.id === s.id)).toMatchObject({ duration_hours: 72, group_size_min: 2, group_size_max: 8, availability });

    // Sending the answer back as it came changes nothing.
    const again = await put(s.id, { duration_hours: String(s.duration_hours), group_size_min: '2', group_size_max: '8', availability: JSON.stringify(s.availability) });
    expect(again.statusCode).toBe(200);
    expect(again.json().service).toEqual(s);
  });

  it('answers null and [] for a service that says nothing, and stores no available_until', async () => {
    const s = await created({ availability: '' });
    expect(s).toMatchObject({ duration_hours: null, group_size_min: null, group_size_max: null, availability: [] });
    expect((await row(s.id)).availableUntil).toBeNull();
    expect((await created({ availability: '[]', duration_hours: ' ', group_size_min: '', group_size_max: '' })).availability).toEqual([]);
  });

  it('takes 1 and 8760 hours and refuses 0, 8761 and fractions, storing nothing', async () => {
    expect((await created({ duration_hours: '1' })).duration_hours).toBe(1);
    expect((await created({ duration_hours: '8760' })).duration_hours).toBe(8760);
    await refused({ duration_hours: '0' }, 'duration_hours', texts.durationMin);
    await refused({ duration_hours: '8761' }, 'duration_hours', texts.durationTooLongHours);
    await refused({ duration_hours: '2.5' }, 'duration_hours', texts.durationWhole);
    await refused({ duration_hours: '99999999999999999999' }, 'duration_hours', texts.durationTooLongHours);
  });

  it('takes group sizes 1 to 1000 as a pair in order, and refuses one alone or the pair reversed', async () => {
    expect(await created({ group_size_min: '1', group_size_max: '1' })).toMatchObject({ group_size_min: 1, group_size_max: 1 });
    expect(await created({ group_size_min: '1', group_size_max: '1000' })).toMatchObject({ group_size_min: 1, group_size_max: 1000 });
    await refused({ group_size_min: '9', group_size_max: '8' }, 'group_size_max', texts.groupSizeOrder);
    await refused({ group_size_min: '4' }, 'group_size_max', texts.groupSizeBoth);
    await refused({ group_size_max: '4' }, 'group_size_min', texts.groupSizeBoth);
    await refused({ group_size_min: '0', group_size_max: '4' }, 'group_size_min', texts.groupSizeInvalid);
    await refused({ group_size_min: '2', group_size_max: '1001' }, 'group_size_max', texts.groupSizeInvalid);
  });

  it('joins overlapping and touching ranges, sorted, with available_until their last day', async () => {
    const s = await created({ availability: JSON.stringify([...seasons([50, 60], [10, 20]), ...seasons([21, 30], [15, 25])]) });
    expect(s.availability).toEqual(seasons([10, 30], [50, 60]));
    expect((await row(s.id)).availableUntil).toBe(day(60));
  });

  it('refuses unreadable JSON, impossible dates, ranges that end before they start, too many, and names the range', async () => {
    await refused({ availability: '[{"from":' }, 'availability', texts.seasonsUnreadable);
    await refused({ availability: 'June to October' }, 'availability', texts.seasonsUnreadable);
    await refused({ availability: '{"from":"2030-06-01","until":"2030-07-01"}' }, 'availability', texts.seasonsUnreadable);
    await refused({ availability: JSON.stringify([...seasons([1, 2]), { from: '2027-02-30', until: '2027-03-10' }]) }, 'availability', texts.seasonNumbered(2, texts.seasonDateInvalid));
    await refused({ availability: JSON.stringify([{ from: day(20), until: day(19) }]) }, 'availability', texts.seasonNumbered(1, texts.seasonOrder));
    await refused({ availability: JSON.stringify([{ from: day(10), until: '2030-6-1' }]) }, 'availability', texts.seasonNumbered(1, texts.seasonDateInvalid));
    const thirteen = Array.from({ length: 13 }, (_, i) => ({ from: day(i * 10), until: day(i * 10 + 2) }));
    await refused({ availability: JSON.stringify(thirteen) }, 'availability', texts.seasonsTooMany);
    expect((await created({ availability: JSON.stringify(thirteen.slice(0, 12)) })).availability).toHaveLength(12);
  });

  it('refuses a range that has ended or ends more than 3 years ahead', async () => {
    await refused({ availability: JSON.stringify(seasons([-30, -2])) }, 'availability', texts.seasonNumbered(1, texts.seasonEnded));
    await refused({ availability: JSON.stringify(seasons([10, 3 * 366 + 1])) }, 'availability', texts.seasonNumbered(1, texts.seasonTooFar));
    // Begun already, or ending yesterday (a day's grace for time zones): accepted.
    expect((await created({ availability: JSON.stringify(seasons([-30, 5])) })).availability).toEqual(seasons([-30, 5]));
    expect((await created({ availability: JSON.stringify(seasons([-30, -1])) })).availability).toEqual(seasons([-30, -1]));
  });

  it('saves an old service with an ended season as it is, but refuses a new ended one', async () => {
    const s = await created({ availability: JSON.stringify(seasons([10, 20])) });
    const ended = seasons([-400, -300]);
    await t.db.update(services).set({ availability: ended, availableUntil: day(-300) }).where(eq(services.id, s.id));
    const kept = await put(s.id, { name: 'Renamed', availability: JSON.stringify([...ended, ...seasons([100, 120])]) });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().service.availability).toEqual([...ended, ...seasons([100, 120])]);
    const other = await put(s.id, { availability: JSON.stringify(seasons([-200, -190])) });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual({ availability: [texts.seasonNumbered(1, texts.seasonEnded)] });
    expect((await row(s.id)).name).toBe('Renamed');
  });

  it('keeps available_until in step on update, null once every range is removed', async () => {
    const s = await created({ availability: JSON.stringify(seasons([10, 20])), duration_hours: '3', group_size_min: '2', group_size_max: '6' });
    expect((await row(s.id)).availableUntil).toBe(day(20));
    expect((await put(s.id, { availability: JSON.stringify(seasons([30, 90], [5, 8])) })).statusCode).toBe(200);
    expect(await row(s.id)).toMatchObject({ availability: seasons([5, 8], [30, 90]), availableUntil: day(90) });
    // PUT replaces every field: what is left out is no longer said.
    const cleared = await put(s.id, {});
    expect(cleared.json().service).toMatchObject({ duration_hours: null, group_size_min: null, group_size_max: null, availability: [] });
    expect(await row(s.id)).toMatchObject({ availability: [], availableUntil: null, durationHours: null, groupSizeMin: null });
    // A refused update leaves the row as it was.
    await put(s.id, { availability: JSON.stringify(seasons([40, 50])) });
    expect((await put(s.id, { availability: '[' })).statusCode).toBe(400);
    expect(await row(s.id)).toMatchObject({ availability: seasons([40, 50]), availableUntil: day(50) });
  });
});
