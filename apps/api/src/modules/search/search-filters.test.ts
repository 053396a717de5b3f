import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Placeholder, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PRICE_RANGE_BOUNDS_USD, SEARCH_PRICE_RANGES, SEARCH_SERVICE_TYPES } from '@mt/shared';
import { settings } from '../../db/schema';
import { runWithPlaceholders } from '../../db/named-query';
import { boundsPerCurrency, type MinorBounds } from '../../lib/currency';
import { forgetExchangeRates } from '../settings/exchange-rates.service';
import { buildTestApp, type TestApp } from '../../test/app';
import { rowsOf } from '../services/service-card.sql';
import { addRatings, makePartner, makeService, uniqueWord } from '../services/testing/catalogue-fixtures';
import { basePriceExpression, filterConditions, rateValues, type FilterInput, type SearchFilters } from './search-filters.sql';
import { priceRangeIndex } from './search-price-ranges';

/** The search filters' SQL on its own: statement shapes, the guards in front of sql.raw, and what each filter matches. */

const none: FilterInput = { storedTypes: [], priceBounds: null, location: null, minRating: null };
const closed = (currency: string, min: number, max: number): MinorBounds => ({ currency, min, max });
const open = (currency: string, min: number): MinorBounds => ({ currency, min, max: null });

/** The conditions' text with the name of each placeholder: what a prepared statement of this shape is. */
function statementOf(filters: SearchFilters): string {
  const { sql: text, params } = new PgDialect().sqlToQuery(sql.join(filters.conditions(), sql` AND `));
  return `${text} [${params.map((p) => (p instanceof Placeholder ? `:${p.name}` : JSON.stringify(p))).join(', ')}]`;
}

describe('search filter shapes (one prepared statement per shape: db/named-query.ts)', () => {
  // Filter sets that differ in every way a statement can, and pairs that differ only in their values.
  const corpus: Record<string, FilterInput> = {
    none,
    tour: { ...none, storedTypes: ['tour'] },
    food: { ...none, storedTypes: ['food'] },
    foodAndTour: { ...none, storedTypes: ['food', 'tour'] },
    // Stored types that spell two others, or a type and a filter letter, run together.
    foodtour: { ...none, storedTypes: ['foodtour'] },
    tourl: { ...none, storedTypes: ['tourl'] },
    tourAndLocation: { ...none, storedTypes: ['tour'], location: 'Arusha' },
    range1: { ...none, indexedPriceRange: 1 },
    range2: { ...none, indexedPriceRange: 2 },
    closedNok: { ...none, priceBounds: [closed('NOK', 100_000, 500_000)] },
    closedEur: { ...none, priceBounds: [closed('EUR', 8_000, 40_000)] },
    openNok: { ...none, priceBounds: [open('NOK', 1_000_000)] },
    closedTwo: { ...none, priceBounds: [closed('NOK', 100_000, 500_000), closed('EUR', 8_000, 40_000)] },
    openTwo: { ...none, priceBounds: [open('NOK', 1_000_000), open('EUR', 80_000)] },
    closedThenOpen: { ...none, priceBounds: [closed('NOK', 100_000, 500_000), open('EUR', 80_000)] },
    openThenClosed: { ...none, priceBounds: [open('NOK', 1_000_000), closed('EUR', 8_000, 40_000)] },
    noRate: { ...none, priceBounds: [] },
    location: { ...none, location: 'Arusha' },
    otherLocation: { ...none, location: 'Moshi' },
    rating: { ...none, minRating: 4 },
    otherRating: { ...none, minRating: 2 },
    locationAndRating: { ...none, location: 'Arusha', minRating: 4 },
    typeRangeLocationRating: { storedTypes: ['activity', 'guide'], priceBounds: null, indexedPriceRange: 3, location: 'Zanzibar', minRating: 3 },
    typeBoundsLocationRating: { storedTypes: ['activity', 'guide'], priceBounds: [closed('USD', 1, 2)], location: 'Zanzibar', minRating: 3 },
  };
  // Built in the test, not while the file loads: a filterConditions that throws must fail a test.
  const build = () =>
    Object.entries(corpus).map(([name, input]) => {
      const filters = filterConditions(input);
      return { name, shape: filters.shape, statement: statementOf(filters) };
    });

  it('gives two filter sets one shape exactly when they make the same statement', () => {
    const built = build();
    for (const a of built) {
      for (const b of built) {
        expect(a.shape === b.shape, `${a.name} (${a.shape}) and ${b.name} (${b.shape})`).toBe(a.statement === b.statement);
      }
    }
    // The corpus is not one shape: values alone (a location, a rating, a range's bounds) share one.
    expect(new Set(built.map((b) => b.shape)).size).toBe(built.length - 3);
  });

  it('has the empty shape and no condition for no filter (chooseAccess reads that as plain browsing)', () => {
    const filters = filterConditions(none);
    expect(filters.shape).toBe('');
    expect(filters.conditions()).toEqual([]);
    expect(filters.values).toEqual({});
  });

  it('gives the same types in any order one statement', () => {
    const a = filterConditions({ ...none, storedTypes: ['tour', 'food'] });
    const b = filterConditions({ ...none, storedTypes: ['food', 'tour'] });
    expect(a.shape).toBe(b.shape);
    expect(statementOf(a)).toBe(statementOf(b));
  });

  it('is plan-stable (a plan made once serves every value) only without a location or a rating', () => {
    for (const name of ['none', 'foodAndTour', 'range1', 'closedTwo', 'openTwo', 'noRate'] as const) {
      expect(filterConditions(corpus[name]!).planStable, name).toBe(true);
    }
    for (const name of ['location', 'rating', 'locationAndRating', 'tourAndLocation', 'typeRangeLocationRating'] as const) {
      expect(filterConditions(corpus[name]!).planStable, name).toBe(false);
    }
  });
});

describe('the guards in front of sql.raw', () => {
  it('accepts every stored type of the search service types and every price range index', () => {
    for (const types of Object.values(SEARCH_SERVICE_TYPES)) expect(() => filterConditions({ ...none, storedTypes: types })).not.toThrow();
    SEARCH_PRICE_RANGES.forEach((range) => expect(() => filterConditions({ ...none, indexedPriceRange: priceRangeIndex(range) })).not.toThrow());
  });

  it.each([
    `tour'}'::text[]) OR true OR s.type = ANY('{tour`,
    `' OR true OR s.type = 'tour`,
    'tour}',
    'tour,food',
    'Tour',
    'tour ',
    'tour\n',
    'tour\u0000',
    'tоur', // a Cyrillic o
    '',
  ])('refuses the stored type %j, even beside a good one, before any SQL exists', (bad) => {
    // Thrown by filterConditions itself: no SearchFilters, so no condition can be built from it.
    expect(() => filterConditions({ ...none, storedTypes: ['tour', bad] })).toThrow(/^not a stored service type: /);
  });

  it('names the types it refused', () => {
    expect(() => filterConditions({ ...none, storedTypes: ['tour', 'Tour'] })).toThrow('not a stored service type: Tour,tour');
  });

  it.each([0.5, -1.5, NaN, Infinity, -Infinity, '1}', '1; DROP TABLE services'])('refuses the price range index %j', (bad) => {
    expect(() => filterConditions({ ...none, indexedPriceRange: bad as number })).toThrow(`not a price range index: ${bad}`);
  });
});

// 1 NOK = 0.1 USD = 0.08 EUR: 100 USD = 1,000 NOK = 80 EUR.
const RATES = { base: 'NOK', rates: { NOK: 1, USD: 0.1, EUR: 0.08 } };

describe('what each filter matches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.db.insert(settings).values({ key: 'exchange_rates', value: RATES }).onConflictDoUpdate({ target: settings.key, set: { value: RATES } });
    forgetExchangeRates(t.db);
    // Ready: services' stored price ranges follow RATES (search-price-ranges.ts).
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A partner of its own per test, so each test sees only the services it made. */
  const newPartner = async () => (await makePartner(t.app, 'active')).id;
  const service = (partnerId: number, name: string, overrides: Parameters<typeof makeService>[2] = {}) => makeService(t.db, partnerId, { name, ...overrides });

  /** Names of the partner's services matching the filters, read as the search reads them. */
  async function matching(partnerId: number, input: FilterInput): Promise<string[]> {
    const filters = filterConditions(input);
    // Joined with partners like the page of a search: the conditions must name `services s` themselves.
    const where = sql.join([sql`p.id = ${sql.placeholder('partner')}`, ...filters.conditions()], sql` AND `);
    const query = sql`SELECT s.name FROM services s JOIN partners p ON p.id = s.partner_id WHERE ${where} ORDER BY s.name`;
    return rowsOf<{ name: string }>(await runWithPlaceholders(t.db, query, { ...filters.values, partner: partnerId })).map((r) => r.name);
  }

  it('matches the stored types asked for', async () => {
    const partner = await newPartner();
    for (const type of ['tour', 'food', 'activity', 'guide']) await service(partner, type, { type });
    expect(await matching(partner, { ...none, storedTypes: ['tour'] })).toEqual(['tour']);
    expect(await matching(partner, { ...none, storedTypes: ['tour', 'food'] })).toEqual(['food', 'tour']);
    expect(await matching(partner, { ...none, storedTypes: SEARCH_SERVICE_TYPES.activities })).toEqual(['activity', 'guide']);
    expect(await matching(partner, none)).toEqual(['activity', 'food', 'guide', 'tour']);
  });

  it('matches a price range by the services’ stored range (the index key)', async () => {
    const partner = await newPartner();
    await service(partner, 'nok 99.99 usd', { basePriceMinor: 99_999 });
    await service(partner, 'nok 100 usd', { basePriceMinor: 100_000 });
    await service(partner, 'nok 499.99 usd', { basePriceMinor: 499_999 });
    await service(partner, 'eur 500 usd', { basePriceMinor: 40_000, currency: 'EUR' });
    await service(partner, 'unpriced', { basePriceMinor: null });
    const inRange = (range: (typeof SEARCH_PRICE_RANGES)[number]) => matching(partner, { ...none, indexedPriceRange: priceRangeIndex(range) });
    expect(await inRange('0-100')).toEqual(['nok 99.99 usd']);
    expect(await inRange('100-500')).toEqual(['nok 100 usd', 'nok 499.99 usd']);
    expect(await inRange('500-1000')).toEqual(['eur 500 usd']);
    expect(await inRange('1000+')).toEqual([]);
  });

  describe('a price range checked on each row (the fallback while stored ranges lag the rates)', () => {
    const bounds = (range: (typeof SEARCH_PRICE_RANGES)[number]) => boundsPerCurrency(PRICE_RANGE_BOUNDS_USD[range], 'USD', RATES);

    it('takes the lower bound in and leaves the upper bound out, in every currency', async () => {
      const partner = await newPartner();
      await service(partner, 'nok 99.99 usd', { basePriceMinor: 99_999 });
      await service(partner, 'nok 100 usd', { basePriceMinor: 100_000 });
      await service(partner, 'nok 499.99 usd', { basePriceMinor: 499_999 });
      await service(partner, 'nok 500 usd', { basePriceMinor: 500_000 });
      await service(partner, 'eur 499.99 usd', { basePriceMinor: 39_999, currency: 'EUR' });
      await service(partner, 'eur 500 usd', { basePriceMinor: 40_000, currency: 'EUR' });
      await service(partner, 'usd 2500', { basePriceMinor: 250_000, currency: 'USD' });
      await service(partner, 'unpriced', { basePriceMinor: null });
      await service(partner, 'no rate', { basePriceMinor: 1_000, currency: 'XAF' });
      expect(await matching(partner, { ...none, priceBounds: bounds('100-500') })).toEqual(['eur 499.99 usd', 'nok 100 usd', 'nok 499.99 usd']);
      expect(await matching(partner, { ...none, priceBounds: bounds('500-1000') })).toEqual(['eur 500 usd', 'nok 500 usd']);
    });

    it('has no upper bound for the open range', async () => {
      const partner = await newPartner();
      await service(partner, 'nok 999.99 usd', { basePriceMinor: 999_999 });
      await service(partner, 'nok 1000 usd', { basePriceMinor: 1_000_000 });
      await service(partner, 'usd 1,000,000', { basePriceMinor: 100_000_000, currency: 'USD' });
      expect(await matching(partner, { ...none, priceBounds: bounds('1000+') })).toEqual(['nok 1000 usd', 'usd 1,000,000']);
    });

    it('matches nothing when no currency has a rate', async () => {
      const partner = await newPartner();
      await service(partner, 'priced', { basePriceMinor: 100_000 });
      expect(await matching(partner, { ...none, priceBounds: [] })).toEqual([]);
    });
  });

  it('matches a location as literal text, in any case', async () => {
    const partner = await newPartner();
    await service(partner, 'stone town', { locationDetails: 'Stone Town, Zanzibar' });
    await service(partner, 'percent', { locationDetails: 'Zanzibar 100% beach' });
    await service(partner, 'backslash', { locationDetails: 'Dar\\es Salaam' });
    await service(partner, 'nairobi', { locationDetails: 'Nairobi, Kenya' });
    const at = (location: string) => matching(partner, { ...none, location });
    expect(await at('zanzibar')).toEqual(['percent', 'stone town']);
    expect(await at('100%')).toEqual(['percent']);
    expect(await at('S%Town')).toEqual([]);
    expect(await at('Nairob_')).toEqual([]);
    expect(await at('r\\es')).toEqual(['backslash']);
    expect(await at('Dares')).toEqual([]);
  });

  it('matches an average rating of at least the minimum', async () => {
    const partner = await newPartner();
    const great = await service(partner, 'great');
    const fair = await service(partner, 'fair');
    await service(partner, 'unrated');
    await addRatings(t.app, great.id, [5, 4]);
    await addRatings(t.app, fair.id, [3, 2]);
    expect(await matching(partner, { ...none, minRating: 4 })).toEqual(['great']);
    expect(await matching(partner, { ...none, minRating: 2.5 })).toEqual(['fair', 'great']);
  });

  it('converts each price to the base currency for the price sorts, none without a price or a rate', async () => {
    const partner = await newPartner();
    await service(partner, 'nok 1000', { basePriceMinor: 100_000 });
    await service(partner, 'usd 50', { basePriceMinor: 5_000, currency: 'USD' });
    await service(partner, 'eur 100', { basePriceMinor: 10_000, currency: 'EUR' });
    await service(partner, 'unpriced', { basePriceMinor: null });
    await service(partner, 'no rate', { basePriceMinor: 1_000, currency: 'XAF' });
    const query = sql`SELECT c.name, ${basePriceExpression(Object.keys(RATES.rates).length)}::float8 AS base
      FROM services c WHERE c.partner_id = ${sql.placeholder('partner')} ORDER BY base NULLS LAST, c.name`;
    const rows = rowsOf<{ name: string; base: number | null }>(await runWithPlaceholders(t.db, query, { ...rateValues(RATES.rates), partner }));
    // In minor units of NOK, the base: 50 USD = 500 NOK, 100 EUR = 1,250 NOK.
    expect(rows).toEqual([
      { name: 'usd 50', base: 50_000 },
      { name: 'nok 1000', base: 100_000 },
      { name: 'eur 100', base: 125_000 },
      { name: 'no rate', base: null },
      { name: 'unpriced', base: null },
    ]);
  });

  it('matches only what every filter matches', async () => {
    const partner = await newPartner();
    const w = uniqueWord();
    const all = await service(partner, 'all', { type: 'guide', basePriceMinor: 150_000, locationDetails: `${w} hills` });
    await service(partner, 'wrong type', { type: 'tour', basePriceMinor: 150_000, locationDetails: `${w} hills` });
    await service(partner, 'wrong price', { type: 'guide', basePriceMinor: 50_000, locationDetails: `${w} hills` });
    const elsewhere = await service(partner, 'elsewhere', { type: 'guide', basePriceMinor: 150_000, locationDetails: 'Arusha' });
    const poor = await service(partner, 'poorly rated', { type: 'guide', basePriceMinor: 150_000, locationDetails: `${w} hills` });
    await addRatings(t.app, all.id, [5]);
    await addRatings(t.app, elsewhere.id, [5]);
    await addRatings(t.app, poor.id, [1]);
    const filters = { storedTypes: SEARCH_SERVICE_TYPES.activities, location: w, minRating: 4 };
    expect(await matching(partner, { ...filters, priceBounds: null, indexedPriceRange: priceRangeIndex('100-500') })).toEqual(['all']);
    expect(await matching(partner, { ...filters, priceBounds: boundsPerCurrency(PRICE_RANGE_BOUNDS_USD['100-500'], 'USD', RATES) })).toEqual(['all']);
  });
});
