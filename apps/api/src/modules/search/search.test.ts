import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { SEARCH_RESULT_CAP, serviceSearchQuerySchema, type ServiceSearchResponse } from '@mt/shared';
import { chooseAccess, searchCatalogue, seenWindowStart } from './search.service';
import { filterConditions, NO_FILTERS } from './search-filters.sql';
import { searchServices, type Access } from './search.repository';
import { services, settings } from '../../db/schema';
import { RECENCY_BUCKET_SIZE } from '../../db/schema/services';
import { forgetExchangeRates } from '../settings/exchange-rates.service';
import { buildTestApp, type TestApp } from '../../test/app';
import { addRatings, makePartner, makeService, uniqueWord, type TestPartner } from '../services/testing/catalogue-fixtures';

// Rates with round numbers: 1 NOK = 0.1 USD = 0.08 EUR, so 100 USD = 1000 NOK = 80 EUR.
const RATES = { base: 'NOK', rates: { NOK: 1, USD: 0.1, EUR: 0.08 } };

describe('GET /api/services/search', () => {
  let t: TestApp;
  let active: TestPartner;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.db.insert(settings).values({ key: 'exchange_rates', value: RATES }).onConflictDoUpdate({ target: settings.key, set: { value: RATES } });
    forgetExchangeRates(t.db);
    active = await makePartner(t.app, 'active');
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (query: Record<string, string | number>) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
    const res = await t.app.inject({ method: 'GET', url: `/api/services/search?${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ServiceSearchResponse>();
  };
  const names = (r: ServiceSearchResponse) => r.services.map((s) => s.name);

  it('finds words in names, places and descriptions, name matches ranked first, cacheable', async () => {
    const w = uniqueWord();
    await makeService(t.db, active.id, { name: 'Plain Walk', description: `Passing the ${w} baobab on the way.` });
    await makeService(t.db, active.id, { name: `${w} Lodge`, description: 'Rooms.' });
    await makeService(t.db, active.id, { name: 'Town Tour', locationDetails: `${w} village, Kenya` });
    const res = await t.app.inject({ method: 'GET', url: `/api/services/search?search=${w}` });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json<ServiceSearchResponse>();
    expect(body).toMatchObject({ total: 3, totalPages: 1, totalCapped: false });
    expect(names(body)).toEqual([`${w} Lodge`, 'Town Tour', 'Plain Walk']);
  });

  it('finds Serengeti from the misspelt Serengtti, and from a misspelt word with a correct one', async () => {
    const w = uniqueWord();
    await makeService(t.db, active.id, { name: `Serengeti Balloon Safari ${w}` });
    await makeService(t.db, active.id, { name: 'Serengeti Walking Safari' });
    await makeService(t.db, active.id, { name: 'Okavango Mokoro Trip' });
    const typo = names(await search({ search: 'Serengtti' }));
    expect(typo).toContain(`Serengeti Balloon Safari ${w}`);
    expect(typo).not.toContain('Okavango Mokoro Trip');
    // Both words count: the name that has the second word as well comes first.
    expect(names(await search({ search: `Serengtti ${w}` }))[0]).toBe(`Serengeti Balloon Safari ${w}`);
  });

  it('keeps a typo’s nearest words a minute: a word new to the catalogue is suggested within that', async () => {
    // A prefix no other word of this file has: the typo of a 'zq…' word could be near enough to another
    // test's 'zq…' word to be corrected to it, and the first search would find that service (seen once in CI).
    const w = uniqueWord('yk');
    // A letter dropped from the middle: dropped from the end, the stemmer could make both the same word
    // (it strips a final e), and the typo would be found without a suggestion.
    const typo = w.slice(0, 5) + w.slice(6);
    expect((await search({ search: typo })).total).toBe(0);
    await makeService(t.db, active.id, { name: `${w} Camp` });
    // The exact word is found at once; the typo still gets the suggestion it got a moment ago (none).
    expect(names(await search({ search: w }))).toEqual([`${w} Camp`]);
    expect((await search({ search: typo })).total).toBe(0);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      expect(names(await search({ search: typo }))).toEqual([`${w} Camp`]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists only active services of partners with an active or trialing subscription', async () => {
    const w = uniqueWord();
    const trialing = await makePartner(t.app, 'trialing');
    const pastDue = await makePartner(t.app, 'past_due');
    const canceled = await makePartner(t.app, 'canceled');
    await makeService(t.db, active.id, { name: `${w} visible` });
    await makeService(t.db, trialing.id, { name: `${w} trialing` });
    await makeService(t.db, active.id, { name: `${w} inactive`, isActive: false });
    await makeService(t.db, pastDue.id, { name: `${w} past due` });
    await makeService(t.db, canceled.id, { name: `${w} canceled` });
    expect(names(await search({ search: w })).sort()).toEqual([`${w} trialing`, `${w} visible`]);
  });

  it('filters by search service type, mapped onto stored types (activities = activity and guide)', async () => {
    const w = uniqueWord();
    for (const type of ['activity', 'guide', 'tour', 'accommodation', 'transport', 'food', 'other']) {
      await makeService(t.db, active.id, { name: `${w} ${type}`, type });
    }
    const types = async (serviceType: string) => (await search({ search: w, serviceType })).services.map((s) => s.type).sort();
    expect(await types('activities')).toEqual(['activity', 'guide']);
    expect(await types('tours,food')).toEqual(['food', 'tour']);
    expect(await types('transportation')).toEqual(['transport']);
    expect(await types('accommodation,accommodation')).toEqual(['accommodation']);
  });

  it('filters a USD price range across NOK, EUR and USD prices through the exchange rates', async () => {
    const w = uniqueWord();
    await makeService(t.db, active.id, { name: `${w} nok cheap`, basePriceMinor: 99_900, currency: 'NOK' }); // 99.90 USD
    await makeService(t.db, active.id, { name: `${w} nok mid`, basePriceMinor: 100_000, currency: 'NOK' }); // 100 USD
    await makeService(t.db, active.id, { name: `${w} eur mid`, basePriceMinor: 39_900, currency: 'EUR' }); // 498.75 USD
    await makeService(t.db, active.id, { name: `${w} eur dear`, basePriceMinor: 40_000, currency: 'EUR' }); // 500 USD
    await makeService(t.db, active.id, { name: `${w} usd top`, basePriceMinor: 250_000, currency: 'USD' });
    await makeService(t.db, active.id, { name: `${w} unpriced`, basePriceMinor: null });
    await makeService(t.db, active.id, { name: `${w} unknown currency`, basePriceMinor: 1_000, currency: 'XAF' });
    const inRange = async (priceRange: string) => names(await search({ search: w, priceRange })).sort();
    expect(await inRange('0-100')).toEqual([`${w} nok cheap`]);
    expect(await inRange('100-500')).toEqual([`${w} eur mid`, `${w} nok mid`]);
    expect(await inRange('500-1000')).toEqual([`${w} eur dear`]);
    expect(await inRange('1000+')).toEqual([`${w} usd top`]);
    // The cards quote the same currency as the filter, so a visitor sees why each one matched.
    const prices = new Map((await search({ search: w })).services.map((s) => [s.name, [s.base_price, s.currency]]));
    expect(prices.get(`${w} nok mid`)).toEqual([100, 'USD']);
    expect(prices.get(`${w} eur mid`)).toEqual([498.75, 'USD']);
    expect(prices.get(`${w} usd top`)).toEqual([2500, 'USD']);
    expect(prices.get(`${w} unpriced`)).toEqual([null, 'USD']);
  });

  it('filters a price range with the rates of the moment, not those of an earlier search', async () => {
    const w = uniqueWord();
    await makeService(t.db, active.id, { name: `${w} eur`, basePriceMinor: 40_000, currency: 'EUR' }); // 500 USD at RATES
    const inRange = async (priceRange: string) => names(await search({ search: w, priceRange }));
    expect(await inRange('500-1000')).toEqual([`${w} eur`]);
    expect(await inRange('100-500')).toEqual([]);
    const setRates = async (value: typeof RATES) => {
      await t.db.update(settings).set({ value }).where(sql`${settings.key} = 'exchange_rates'`);
      forgetExchangeRates(t.db);
    };
    await setRates({ base: 'NOK', rates: { NOK: 1, USD: 0.1, EUR: 0.2 } }); // 400 EUR = 2000 NOK = 200 USD
    try {
      expect(await inRange('500-1000')).toEqual([]);
      expect(await inRange('100-500')).toEqual([`${w} eur`]);
    } finally {
      await setRates(RATES);
    }
  });

  it('sorts by price across currencies, unpriced last', async () => {
    const w = uniqueWord();
    await makeService(t.db, active.id, { name: `${w} b`, basePriceMinor: 2_000_000, currency: 'NOK' }); // 2000 USD
    await makeService(t.db, active.id, { name: `${w} a`, basePriceMinor: 10_000, currency: 'USD' }); // 100 USD
    await makeService(t.db, active.id, { name: `${w} c`, basePriceMinor: 80_000, currency: 'EUR' }); // 1000 USD
    await makeService(t.db, active.id, { name: `${w} none`, basePriceMinor: null });
    expect(names(await search({ search: w, sortBy: 'price-low' }))).toEqual([`${w} a`, `${w} c`, `${w} b`, `${w} none`]);
    expect(names(await search({ search: w, sortBy: 'price-high' }))).toEqual([`${w} b`, `${w} c`, `${w} a`, `${w} none`]);
  });

  it('filters by minimum rating and sorts by rating and by newest', async () => {
    const w = uniqueWord();
    const great = await makeService(t.db, active.id, { name: `${w} great`, createdAt: new Date('2025-01-01') });
    const fair = await makeService(t.db, active.id, { name: `${w} fair`, createdAt: new Date('2025-03-01') });
    await makeService(t.db, active.id, { name: `${w} unrated`, createdAt: new Date('2025-02-01') });
    await addRatings(t.app, great.id, [5, 4]);
    await addRatings(t.app, fair.id, [3, 2]);
    expect(names(await search({ search: w, minRating: 4 }))).toEqual([`${w} great`]);
    expect(names(await search({ search: w, minRating: 2 })).sort()).toEqual([`${w} fair`, `${w} great`]);
    expect(names(await search({ search: w, sortBy: 'rating' }))).toEqual([`${w} great`, `${w} fair`, `${w} unrated`]);
    const newest = await search({ search: w, sortBy: 'newest' });
    expect(names(newest)).toEqual([`${w} fair`, `${w} unrated`, `${w} great`]);
    expect(newest.services.map((s) => s.created_at)).toEqual(['2025-03-01T00:00:00.000Z', '2025-02-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z']);
    expect((await search({ search: w, sortBy: 'rating' })).services[0]).toMatchObject({ avg_rating: 4.5, review_count: 2 });
  });

  it('filters by location literally: % and _ are not wildcards', async () => {
    const w = uniqueWord();
    await makeService(t.db, active.id, { name: `${w} one`, locationDetails: 'Stone Town, Zanzibar' });
    await makeService(t.db, active.id, { name: `${w} two`, locationDetails: 'Zanzibar 100% beach' });
    await makeService(t.db, active.id, { name: `${w} three`, locationDetails: 'Nairobi, Kenya' });
    expect(names(await search({ search: w, location: 'zanzibar' })).sort()).toEqual([`${w} one`, `${w} two`]);
    expect(names(await search({ search: w, location: '100%' }))).toEqual([`${w} two`]);
    expect(names(await search({ search: w, location: 'S%Town' }))).toEqual([]);
    expect(names(await search({ search: w, location: 'Nairob_' }))).toEqual([]);
  });

  it('pages with page and limit, answering total and totalPages; a page past the end is empty', async () => {
    const w = uniqueWord();
    for (let i = 0; i < 5; i++) await makeService(t.db, active.id, { name: `${w} item ${i}`, createdAt: new Date(Date.UTC(2025, 0, 1 + i)) });
    const first = await search({ search: w, limit: 2, sortBy: 'newest' });
    expect(first).toMatchObject({ total: 5, totalPages: 3 });
    expect(names(first)).toEqual([`${w} item 4`, `${w} item 3`]);
    expect(names(await search({ search: w, limit: 2, page: 3, sortBy: 'newest' }))).toEqual([`${w} item 0`]);
    expect(await search({ search: w, limit: 2, page: 4 })).toMatchObject({ services: [], total: 5, totalPages: 3 });
    expect((await search({ search: w })).services).toHaveLength(5);
  });

  it('caps ranking and counting for a word that matches more than the cap', async () => {
    const w = uniqueWord();
    await t.db.execute(sql`
      INSERT INTO services (partner_id, name, type, description, base_price_minor, currency)
      SELECT ${active.id}, ${w} || ' bulk ' || g, 'tour', 'Bulk row', 1000 * g, 'NOK' FROM generate_series(1, ${SEARCH_RESULT_CAP + 5}) g`);
    const body = await search({ search: w, limit: 50 });
    expect(body).toMatchObject({ total: SEARCH_RESULT_CAP, totalPages: SEARCH_RESULT_CAP / 50, totalCapped: true });
    expect(body.services).toHaveLength(50);
    // Browsing without text is capped the same way, so the catalogue's size never costs a full count.
    expect(await search({})).toMatchObject({ total: SEARCH_RESULT_CAP, totalCapped: true });
  });

  it('answers the same whether matches are read newest-first by id, from a recency window, or all from the index', async () => {
    const w = uniqueWord();
    for (let i = 0; i < 4; i++) await makeService(t.db, active.id, { name: `${w} ${i}`, basePriceMinor: 1000 * (4 - i) });
    // With a type and a price range too: on PostgreSQL the index reads are then plans made once.
    for (const [sortBy, filters] of [
      ['relevance', {}],
      ['price-low', {}],
      ['newest', {}],
      ['relevance', { serviceType: 'tours', priceRange: '0-100' }],
    ] as const) {
      const q = serviceSearchQuerySchema.parse({ search: w, sortBy, ...filters });
      const ids = async (access: Access) => (await searchCatalogue(t.db, q, { access })).services.map((s) => s.id);
      const sparse = await ids({ kind: 'sparse' });
      expect(sparse).toHaveLength(4);
      expect(await ids({ kind: 'dense' })).toEqual(sparse);
      // A window too small for the cap is read again in full.
      expect(await ids({ kind: 'recent', first: 100_000, last: 100_000 })).toEqual(sparse);
    }
    // The window itself: with a cap of 2, it returns the 3 newest matches, like the id scan.
    const plan = { match: { kind: 'fulltext', text: w } as const, filters: NO_FILTERS, sort: 'newest' as const, rates: RATES, limit: 10, offset: 0, cap: 2 };
    const recent = await searchServices(t.db, { ...plan, access: { kind: 'recent', first: 0, last: 10 } });
    const dense = await searchServices(t.db, { ...plan, access: { kind: 'dense' } });
    expect(recent.matched).toBe(3);
    expect(recent.rows.map((r) => Number(r.id))).toEqual(dense.rows.map((r) => Number(r.id)));
  });

  it('chooses the access path from the estimate of the text and the filters together', async () => {
    const w = uniqueWord();
    await t.db.execute(sql`
      INSERT INTO services (partner_id, name, type, description, base_price_minor, currency)
      SELECT ${active.id}, ${w} || ' row ' || g, 'tour', 'Row', 1000, 'NOK' FROM generate_series(1, 300) g`);
    await t.db.execute(sql`ANALYZE services`);
    const text = { kind: 'fulltext', text: w } as const;
    expect((await chooseAccess(t.db, text, NO_FILTERS, 100)).kind).not.toBe('sparse');
    // The same text with a price no service has: the whole clause is estimated rare, so the index reads it.
    const filters = filterConditions({ storedTypes: [], priceBounds: [{ currency: 'NOK', min: 10 ** 12, max: null }], location: null, minRating: null });
    expect(await chooseAccess(t.db, text, filters, 100)).toEqual({ kind: 'sparse' });
  });

  it('estimates again after a minute: a catalogue that changed gets the access path it now needs', async () => {
    const w = uniqueWord();
    await t.db.execute(sql`
      INSERT INTO services (partner_id, name, type, description) SELECT ${active.id}, ${w} || ' row ' || g, 'tour', 'Row' FROM generate_series(1, 300) g`);
    await t.db.execute(sql`ANALYZE services`);
    const text = { kind: 'fulltext', text: w } as const;
    expect((await chooseAccess(t.db, text, NO_FILTERS, 100)).kind).not.toBe('sparse');
    await t.db.delete(services).where(sql`${services.name} LIKE ${`${w} row %`}`);
    await t.db.execute(sql`ANALYZE services`);
    expect((await chooseAccess(t.db, text, NO_FILTERS, 100)).kind).not.toBe('sparse');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      expect(await chooseAccess(t.db, text, NO_FILTERS, 100)).toEqual({ kind: 'sparse' });
    } finally {
      vi.useRealTimers();
    }
  });
  // Last in this file: it moves the id sequence past the buckets the window tests above use.
  it('reads a window sized from what a too-small one held, and answers like the newest-first scan', async () => {
    const w = uniqueWord();
    const cap = SEARCH_RESULT_CAP;
    const setNextId = (id: number) => t.db.execute(sql`SELECT setval(pg_get_serial_sequence('services', 'id'), ${id - 1})`);
    const [newest] = await t.db.select({ id: sql<number>`coalesce(max(${services.id}), 0)::int` }).from(services);
    const k = Math.ceil((Number(newest!.id) + 1) / RECENCY_BUCKET_SIZE) + 10;
    // Four old matches that rank best, ten buckets back; then 200 matches at the end of bucket K - 1 and
    // cap - 195 in bucket K, so a window of bucket K alone holds too few.
    await setNextId((k - 10) * RECENCY_BUCKET_SIZE);
    for (let i = 0; i < 4; i++) await makeService(t.db, active.id, { name: `${w} ${w} old ${i}`, locationDetails: `${w} hills`, description: `${w} all day.` });
    await setNextId(k * RECENCY_BUCKET_SIZE - 200);
    await t.db.execute(sql`
      INSERT INTO services (partner_id, name, type, description, base_price_minor, currency)
      SELECT ${active.id}, ${w} || ' row ' || g, 'tour', 'Row', 1000, 'NOK' FROM generate_series(1, ${cap + 5}) g`);
    const q = serviceSearchQuerySchema.parse({ search: w });
    const read = (access: Access) => searchCatalogue(t.db, q, { access });
    const windowed = await read({ kind: 'recent', first: k, last: k + 64 });
    // The wider window (buckets K - 2 to K) ranks the newest cap + 1 matches, as the id scan does; reading
    // every match instead would rank the four old ones first.
    expect(windowed).toEqual(await read({ kind: 'dense' }));
    expect(windowed).toMatchObject({ total: cap, totalCapped: true });
    expect(windowed.services.map((s) => s.name)).not.toContain(`${w} ${w} old 0`);
    expect((await read({ kind: 'sparse' })).services.slice(0, 4).map((s) => s.name).sort()).toEqual([0, 1, 2, 3].map((i) => `${w} ${w} old ${i}`));
  });

  // After the test above, for the same reason.
  it('starts the next window of a search where its last window found the newest cap + 1 matches', async () => {
    const w = uniqueWord();
    const cap = SEARCH_RESULT_CAP;
    const setNextId = (id: number) => t.db.execute(sql`SELECT setval(pg_get_serial_sequence('services', 'id'), ${id - 1})`);
    const [newest] = await t.db.select({ id: sql<number>`coalesce(max(${services.id}), 0)::int` }).from(services);
    const k = Math.ceil((Number(newest!.id) + 1) / RECENCY_BUCKET_SIZE) + 10;
    // Four old matches ten buckets back; cap + 5 from 200 ids before bucket K on: the newest cap + 1 start
    // in bucket K - 1 (the oldest four of the cap + 5 are left out).
    await setNextId((k - 10) * RECENCY_BUCKET_SIZE);
    for (let i = 0; i < 4; i++) await makeService(t.db, active.id, { name: `${w} old ${i}` });
    await setNextId(k * RECENCY_BUCKET_SIZE - 200);
    await t.db.execute(sql`
      INSERT INTO services (partner_id, name, type, description, base_price_minor, currency)
      SELECT ${active.id}, ${w} || ' row ' || g, 'tour', 'Row', 1000, 'NOK' FROM generate_series(1, ${cap + 5}) g`);
    const q = serviceSearchQuerySchema.parse({ search: w, sortBy: 'newest' });
    const text = { kind: 'fulltext', text: w } as const;
    const read = (access: Access) => searchCatalogue(t.db, q, { access });
    expect(seenWindowStart(t.db, text, NO_FILTERS)).toBeUndefined();
    const dense = await read({ kind: 'dense' });
    expect(seenWindowStart(t.db, text, NO_FILTERS), 'newest-first tells nothing').toBeUndefined();
    expect(await read({ kind: 'recent', first: k - 12, last: k + 64 })).toEqual(dense);
    expect(seenWindowStart(t.db, text, NO_FILTERS)).toBe(k - 1);
    // The next window (the newest bucket read again: it is kept 10 s) starts there, 5 % further back.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11_000 });
    let next: Access;
    try {
      next = await chooseAccess(t.db, text, NO_FILTERS, 1, 0);
    } finally {
      vi.useRealTimers();
    }
    expect(next).toEqual({ kind: 'recent', first: k - 2, last: k + 64 });
    expect(await read(next)).toEqual(dense);
    // Matches unlisted since leave that window too few: a wider one, or every match, answers the same.
    await t.db.delete(services).where(sql`${services.name} LIKE ${`${w} row %`} AND ${services.id} >= ${k * RECENCY_BUCKET_SIZE}`);
    expect(await read(next)).toEqual(await read({ kind: 'dense' }));
  });
});
