import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Placeholder, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PRICE_RANGE_BOUNDS_USD, SEARCH_DURATIONS, SEARCH_GROUP_SIZES, SEARCH_PRICE_RANGES, SEARCH_SERVICE_TYPES } from '@mt/shared';
import { eq } from 'drizzle-orm';
import { services, settings } from '../../db/schema';
import { runWithPlaceholders } from '../../db/named-query';
import { boundsPerCurrency, type MinorBounds } from '../../lib/currency';
import { forgetExchangeRates } from '../settings/exchange-rates.service';
import { buildTestApp, type TestApp } from '../../test/app';
import { rowsOf } from '../services/service-card.sql';
import { addRatings, makePartner, makeService, uniqueWord } from '../services/testing/catalogue-fixtures';
import { basePriceExpression, filterConditions, rateValues, type ConditionForm, type FilterInput, type SearchFilters } from './search-filters.sql';
import { priceRangeIndex } from './search-price-ranges';

/** The search filters' SQL on its own: statement shapes, the guards in front of sql.raw, and what each filter matches. */

const none: FilterInput = { storedTypes: [], priceBounds: null, location: null, minRating: null };
const closed = (currency: string, min: number, max: number): MinorBounds => ({ currency, min, max });
const open = (currency: string, min: number): MinorBounds => ({ currency, min, max: null });

/** The conditions' text with the name of each placeholder: what a prepared statement of this shape is. */
function statementOf(filters: SearchFilters, form: ConditionForm = 'index'): string {
  const { sql: text, params } = new PgDialect().sqlToQuery(sql.join(filters.conditions(form), sql` AND `));
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
    duration0: { ...none, duration: 0 },
    duration3: { ...none, duration: 3 },
    group0: { ...none, groupSize: 0 },
    group3: { ...none, groupSize: 3 },
    // A duration and a group size of the same index, and a range and a duration: keys of their own.
    duration1Group1: { ...none, duration: 1, groupSize: 1 },
    range1Duration1: { ...none, indexedPriceRange: 1, duration: 1 },
    availableSoon: { ...none, availableFrom: '2030-01-01' },
    availableLater: { ...none, availableFrom: '2031-06-30' },
    everything: { storedTypes: ['tour'], priceBounds: null, indexedPriceRange: 2, location: 'Moshi', minRating: 4, duration: 2, groupSize: 2, availableFrom: '2030-01-01' },
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
    // The corpus is not one shape: values alone (a location, a rating, a range's bounds, a date) share one.
    expect(new Set(built.map((b) => b.shape)).size).toBe(built.length - 4);
  });

  it('gives two filter sets one key exactly when they make the same statement with the same values', () => {
    const built = Object.entries(corpus).map(([name, input]) => {
      const filters = filterConditions(input);
      return { name, key: filters.key, same: `${statementOf(filters)}\u0000${JSON.stringify(filters.values)}` };
    });
    for (const a of built) {
      for (const b of built) expect(a.key === b.key, `${a.name} and ${b.name}`).toBe(a.same === b.same);
    }
    // No filter said with nulls, undefined or nothing at all: one key (one cached estimate and window start).
    const spelled = filterConditions({ ...none, indexedPriceRange: undefined, duration: null, groupSize: undefined, availableFrom: null });
    expect(spelled.key).toBe(filterConditions(none).key);
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

  it('gives the two forms of a shape (index keys, plain columns) each one statement, and says which are keys', () => {
    for (const [name, input] of Object.entries(corpus)) {
      const filters = filterConditions(input);
      const twin = filterConditions({ ...input });
      expect(statementOf(twin, 'row'), name).toBe(statementOf(filters, 'row'));
      // A key of the index in one form is a condition on plain columns in the other, never the keys expression.
      expect(statementOf(filters, 'row'), name).not.toContain('ARRAY[');
      const keyed = input.indexedPriceRange !== undefined || input.duration != null || input.groupSize != null;
      expect(filters.keyed, name).toBe(keyed);
      expect(statementOf(filters, 'index').includes('ARRAY['), name).toBe(keyed);
    }
  });

  it('is plan-stable (a plan made once serves every value) only without a location or a rating', () => {
    for (const name of ['none', 'foodAndTour', 'range1', 'closedTwo', 'openTwo', 'noRate', 'duration3', 'group0', 'duration1Group1', 'availableSoon'] as const) {
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

  it.each([0.5, -1, 4, NaN, Infinity, '1', '1; DROP TABLE services'])('refuses the duration and group size option index %j', (bad) => {
    expect(() => filterConditions({ ...none, duration: bad as number })).toThrow(`not a duration option index: ${bad}`);
    expect(() => filterConditions({ ...none, groupSize: bad as number })).toThrow(`not a group size option index: ${bad}`);
  });

  it('accepts every duration and group size option', () => {
    SEARCH_DURATIONS.forEach((_, i) => expect(() => filterConditions({ ...none, duration: i })).not.toThrow());
    SEARCH_GROUP_SIZES.forEach((_, i) => expect(() => filterConditions({ ...none, groupSize: i })).not.toThrow());
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

  /** Names of the partner's services matching the filters, read as the search reads them: both forms must agree. */
  async function matching(partnerId: number, input: FilterInput): Promise<string[]> {
    const filters = filterConditions(input);
    const read = async (form: ConditionForm) => {
      // Joined with partners like the page of a search: the conditions must name `services s` themselves.
      const where = sql.join([sql`p.id = ${sql.placeholder('partner')}`, ...filters.conditions(form)], sql` AND `);
      const query = sql`SELECT s.name FROM services s JOIN partners p ON p.id = s.partner_id WHERE ${where} ORDER BY s.name`;
      return rowsOf<{ name: string }>(await runWithPlaceholders(t.db, query, { ...filters.values, partner: partnerId })).map((r) => r.name);
    };
    const keys = await read('index');
    expect(await read('row'), `plain columns and index keys, ${JSON.stringify(input)}`).toEqual(keys);
    return keys;
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

  it('matches a duration option by the service’s days, max(1, ceil(hours / 24)), never a length not said', async () => {
    const partner = await newPartner();
    for (const hours of [1, 24, 25, 72, 73, 168, 169, 336, 337, 8760]) await service(partner, `${hours}`, { durationHours: hours });
    await service(partner, 'unsaid', { durationHours: null });
    const lasting = (option: (typeof SEARCH_DURATIONS)[number]) => matching(partner, { ...none, duration: SEARCH_DURATIONS.indexOf(option) });
    expect(await lasting('1-3')).toEqual(['1', '24', '25', '72']);
    expect(await lasting('4-7')).toEqual(['168', '73']);
    expect(await lasting('8-14')).toEqual(['169', '336']);
    expect(await lasting('15+')).toEqual(['337', '8760']);
  });

  it('matches a group size option by overlap with the capacity, never a capacity not said', async () => {
    const partner = await newPartner();
    for (const [min, max] of [[1, 2], [2, 3], [5, 6], [10, 10], [11, 1000]] as const) await service(partner, `${min}-${max}`, { groupSizeMin: min, groupSizeMax: max });
    await service(partner, 'unsaid', { groupSizeMin: null, groupSizeMax: null });
    const taking = (option: (typeof SEARCH_GROUP_SIZES)[number]) => matching(partner, { ...none, groupSize: SEARCH_GROUP_SIZES.indexOf(option) });
    expect(await taking('1-2')).toEqual(['1-2', '2-3']);
    expect(await taking('3-5')).toEqual(['2-3', '5-6']);
    expect(await taking('6-10')).toEqual(['10-10', '5-6']);
    expect(await taking('10+')).toEqual(['10-10', '11-1000']);
  });

  it('matches a date by the last day of the seasons, or any date without a season', async () => {
    const partner = await newPartner();
    await service(partner, 'all year');
    await service(partner, 'until 2030-03-01', { availability: [{ from: '2030-01-01', until: '2030-03-01' }], availableUntil: '2030-03-01' });
    await service(partner, 'until 2030-02-28', { availability: [{ from: '2030-01-01', until: '2030-02-28' }], availableUntil: '2030-02-28' });
    expect(await matching(partner, { ...none, availableFrom: '2030-03-01' })).toEqual(['all year', 'until 2030-03-01']);
    expect(await matching(partner, { ...none, availableFrom: '2030-02-28' })).toEqual(['all year', 'until 2030-02-28', 'until 2030-03-01']);
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
    const facts = { durationHours: 100, groupSizeMin: 2, groupSizeMax: 6, availability: [{ from: '2030-01-01', until: '2030-12-31' }], availableUntil: '2030-12-31' };
    await t.db.update(services).set(facts).where(eq(services.partnerId, partner));
    // Each fits every filter but one, and is well rated.
    for (const [name, miss] of [['too long', { durationHours: 200 }], ['too few', { groupSizeMax: 2 }], ['season over', { availableUntil: '2030-05-31' }]] as const) {
      const s = await service(partner, name, { type: 'guide', basePriceMinor: 150_000, locationDetails: `${w} hills`, ...facts, ...miss });
      await addRatings(t.app, s.id, [5]);
    }
    const filters = { storedTypes: SEARCH_SERVICE_TYPES.activities, location: w, minRating: 4, duration: 1, groupSize: 1, availableFrom: '2030-06-01' };
    expect(await matching(partner, { ...filters, priceBounds: null, indexedPriceRange: priceRangeIndex('100-500') })).toEqual(['all']);
    expect(await matching(partner, { ...filters, priceBounds: boundsPerCurrency(PRICE_RANGE_BOUNDS_USD['100-500'], 'USD', RATES) })).toEqual(['all']);
  });
});
