import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SEARCH_DURATIONS, SEARCH_GROUP_SIZES, SEARCH_SORT_OPTIONS, serviceSearchQuerySchema, type ServiceSearchResponse } from '@mt/shared';
import { settings } from '../../db/schema';
import { forgetExchangeRates } from '../settings/exchange-rates.service';
import { buildTestApp, type TestApp } from '../../test/app';
import { addRatings, makePartner, makeService, uniqueWord, type TestPartner } from '../services/testing/catalogue-fixtures';
import { chooseAccess, searchCatalogue } from './search.service';
import { estimateMatches, type Access } from './search.repository';
import { filterConditions, NO_FILTERS } from './search-filters.sql';

/**
 * Duration, group size and available from (docs/decisions/0037-search-filters-that-filter.md), at their
 * edges, alone and with everything else a search takes, through every way the search reads its rows.
 */

// Round rates: 1 NOK = 0.1 USD = 0.08 EUR, so 100 USD = 1,000 NOK.
const RATES = { base: 'NOK', rates: { NOK: 1, USD: 0.1, EUR: 0.08 } };

/** An ISO day `offset` days from today (UTC), as the search's date is validated. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** One season ending on `until` (the partner's form keeps available_until = the last until). */
const seasonUntil = (until: string, from = day(-200)) => ({ availability: [{ from, until }], availableUntil: until });

type Query = Record<string, string | number>;
const NO_FILTERS_INPUT = { storedTypes: [], priceBounds: null, location: null, minRating: null };

async function setUp(options: { freshDatabase?: boolean } = {}) {
  const t = await buildTestApp(options);
  await t.db.insert(settings).values({ key: 'exchange_rates', value: RATES }).onConflictDoUpdate({ target: settings.key, set: { value: RATES } });
  forgetExchangeRates(t.db);
  // Ready: services' stored price ranges follow RATES, so a price range is an index key here too.
  await t.app.ready();
  return t;
}

function searching(t: () => TestApp) {
  const search = async (query: Query) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
    const res = await t().app.inject({ method: 'GET', url: `/api/services/search?${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ServiceSearchResponse>();
  };
  /**
   * The names found, in order, after checking that every way of reading rows answers the same: through the
   * GIN index (every match, or a recency window: the filters as index keys) and newest-first by id (the
   * filters on the columns). On PostgreSQL the index reads with text are plans made once.
   */
  const found = async (query: Query): Promise<string[]> => {
    const q = serviceSearchQuerySchema.parse(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])));
    const read = async (access: Access) => (await searchCatalogue(t().db, q, { access })).services.map((s) => s.name);
    const sparse = await read({ kind: 'sparse' });
    expect(await read({ kind: 'dense' }), `newest-first by id: ${JSON.stringify(query)}`).toEqual(sparse);
    expect(await read({ kind: 'recent', first: 0, last: 64 }), `recency window: ${JSON.stringify(query)}`).toEqual(sparse);
    // And as the route answers, reading the way chooseAccess picks.
    expect((await search(query)).services.map((s) => s.name)).toEqual(sparse);
    return sparse;
  };
  return { search, found };
}

describe('search filters on length, capacity and season', () => {
  let t: TestApp;
  let active: TestPartner;
  const { search, found } = searching(() => t);
  beforeAll(async () => {
    t = await setUp();
    active = await makePartner(t.app, 'active');
  });
  afterAll(async () => {
    await t.close();
  });

  /** The services' names (their suffix after the test's word) that one search finds, sorted. */
  const namesFor = async (w: string, query: Query) => (await found({ search: w, limit: 50, ...query })).map((n) => n.slice(w.length + 1)).sort();

  it('duration: a service lasts max(1, ceil(hours / 24)) days, and each option holds both its ends', async () => {
    const w = uniqueWord();
    const hours = [1, 2, 24, 25, 72, 73, 168, 169, 336, 337, 8760];
    for (const h of hours) await makeService(t.db, active.id, { name: `${w} ${h}h`, durationHours: h });
    await makeService(t.db, active.id, { name: `${w} unsaid`, durationHours: null });
    const expected: Record<(typeof SEARCH_DURATIONS)[number], string[]> = {
      // A two-hour boat trip is one day; 24 h is one day, 25 h two; 72 h three days, 73 h four.
      '1-3': ['1h', '24h', '25h', '2h', '72h'],
      '4-7': ['168h', '73h'],
      '8-14': ['169h', '336h'],
      '15+': ['337h', '8760h'],
    };
    for (const duration of SEARCH_DURATIONS) expect(await namesFor(w, { duration }), duration).toEqual(expected[duration]);
    // Without the filter, every one; a length not said matches no option.
    expect(await namesFor(w, {})).toHaveLength(hours.length + 1);
  });

  it('group size: a capacity matches every option it overlaps, so 10 people is in 6-10 and in 10+', async () => {
    const w = uniqueWord();
    const capacities: [number, number][] = [[1, 1], [1, 2], [2, 3], [3, 5], [5, 6], [6, 10], [10, 10], [10, 12], [11, 40], [1, 1000]];
    for (const [min, max] of capacities) await makeService(t.db, active.id, { name: `${w} ${min}-${max}`, groupSizeMin: min, groupSizeMax: max });
    await makeService(t.db, active.id, { name: `${w} unsaid`, groupSizeMin: null, groupSizeMax: null });
    const expected: Record<(typeof SEARCH_GROUP_SIZES)[number], string[]> = {
      '1-2': ['1-1', '1-1000', '1-2', '2-3'],
      '3-5': ['1-1000', '2-3', '3-5', '5-6'],
      '6-10': ['1-1000', '10-10', '10-12', '5-6', '6-10'],
      '10+': ['1-1000', '10-10', '10-12', '11-40', '6-10'],
    };
    for (const groupSize of SEARCH_GROUP_SIZES) expect(await namesFor(w, { groupSize }), groupSize).toEqual(expected[groupSize]);
  });

  it('available from: services with no season (all year) and those whose last season ends on the day or later', async () => {
    const w = uniqueWord();
    const d = day(30);
    await makeService(t.db, active.id, { name: `${w} all year` }); // availability [] and available_until null: the default
    await makeService(t.db, active.id, { name: `${w} ends on d`, ...seasonUntil(d) });
    await makeService(t.db, active.id, { name: `${w} ends the day before`, ...seasonUntil(day(29)) });
    await makeService(t.db, active.id, { name: `${w} ended`, ...seasonUntil(day(-10), day(-100)) });
    await makeService(t.db, active.id, { name: `${w} starts later`, ...seasonUntil(day(200), day(100)) });
    // Two seasons, the first over before the day: the last one counts.
    await makeService(t.db, active.id, {
      name: `${w} second season`,
      availability: [{ from: day(-100), until: day(-50) }, { from: day(60), until: day(90) }],
      availableUntil: day(90),
    });
    expect(await namesFor(w, { availableFrom: d })).toEqual(['all year', 'ends on d', 'second season', 'starts later']);
    expect(await namesFor(w, { availableFrom: day(29) })).toEqual(['all year', 'ends on d', 'ends the day before', 'second season', 'starts later']);
    // The earliest day the search takes (yesterday in UTC, for visitors west of it).
    expect(await namesFor(w, { availableFrom: day(-1) })).toEqual(['all year', 'ends on d', 'ends the day before', 'second season', 'starts later']);
    expect(await namesFor(w, { availableFrom: day(365) })).toEqual(['all year']);
  });

  it('a service that says no length or capacity matches no option of those filters, and any date when it has no season', async () => {
    const w = uniqueWord();
    await makeService(t.db, active.id, { name: `${w} unsaid`, durationHours: null, groupSizeMin: null, groupSizeMax: null });
    await makeService(t.db, active.id, { name: `${w} said`, durationHours: 4, groupSizeMin: 1, groupSizeMax: 1000 });
    for (const duration of SEARCH_DURATIONS) expect(await namesFor(w, { duration }), duration).not.toContain('unsaid');
    for (const groupSize of SEARCH_GROUP_SIZES) expect(await namesFor(w, { groupSize }), groupSize).not.toContain('unsaid');
    expect(await namesFor(w, { availableFrom: day(1000) })).toEqual(['said', 'unsaid']);
  });

  it('the three together, with the text, a type, a price range, a place and a rating, in every sort, counted and paged', async () => {
    // A prefix of its own: the typo below must have no other word of this file nearer than this one.
    const w = uniqueWord('yk');
    const d = day(40);
    const fits = { type: 'tour', basePriceMinor: 150_000, locationDetails: `${w} hills`, durationHours: 120, groupSizeMin: 2, groupSizeMax: 8, ...seasonUntil(day(60)) };
    const fit = async (name: string, extra: Parameters<typeof makeService>[2], ratings: number[]) => {
      const s = await makeService(t.db, active.id, { name: `${w} ${name}`, ...fits, ...extra });
      await addRatings(t.app, s.id, ratings);
    };
    // Three that fit every filter, each first in some sort.
    await fit('cheap', { basePriceMinor: 110_000, createdAt: new Date('2025-01-01') }, [4]);
    await fit('dear', { basePriceMinor: 450_000, createdAt: new Date('2025-02-01') }, [5, 4]);
    await fit('new', { ...seasonUntil(d), createdAt: new Date('2025-03-01'), description: `${w} ${w} again and again.` }, [5]);
    // Each misses exactly one filter.
    await fit('too long', { durationHours: 169 }, [5]);
    await fit('too short', { durationHours: 72 }, [5]);
    await fit('too small', { groupSizeMin: 1, groupSizeMax: 2 }, [5]);
    await fit('unsaid size', { groupSizeMin: null, groupSizeMax: null }, [5]);
    await fit('season over', seasonUntil(day(39)), [5]);
    await fit('a lodge', { type: 'accommodation' }, [5]);
    await fit('too dear', { basePriceMinor: 600_000 }, [5]);
    await fit('elsewhere', { locationDetails: 'Arusha' }, [5]);
    await fit('poorly rated', {}, [2]);
    const all = { search: w, serviceType: 'tours', priceRange: '100-500', location: w, minRating: 4, duration: '4-7', groupSize: '6-10', availableFrom: d };
    const expected: Record<(typeof SEARCH_SORT_OPTIONS)[number], string[]> = {
      relevance: ['new', 'dear', 'cheap'],
      'price-low': ['cheap', 'new', 'dear'],
      'price-high': ['dear', 'new', 'cheap'],
      rating: ['new', 'dear', 'cheap'],
      newest: ['new', 'dear', 'cheap'],
    };
    for (const sortBy of SEARCH_SORT_OPTIONS) {
      expect(await found({ ...all, sortBy }), sortBy).toEqual(expected[sortBy].map((n) => `${w} ${n}`));
    }
    const firstPage = await search({ ...all, sortBy: 'price-low', limit: 2 });
    expect(firstPage).toMatchObject({ total: 3, totalPages: 2, totalCapped: false });
    expect(firstPage.services.map((s) => s.name)).toEqual([`${w} cheap`, `${w} new`]);
    expect((await search({ ...all, sortBy: 'price-low', limit: 2, page: 2 })).services.map((s) => s.name)).toEqual([`${w} dear`]);
    // The text's typo fallback keeps the filters: a misspelt word finds the same three.
    const typo = w.slice(0, 4) + w.slice(5);
    expect((await search({ ...all, search: typo })).services.map((s) => s.name).sort()).toEqual([`${w} cheap`, `${w} dear`, `${w} new`]);
  });

  it('counts and caps a filtered text search like any other', async () => {
    const w = uniqueWord();
    await t.db.execute(sql`
      INSERT INTO services (partner_id, name, type, description, duration_hours, group_size_min, group_size_max)
      SELECT ${active.id}, ${w} || ' bulk ' || g, 'tour', 'Bulk row', CASE WHEN g % 2 = 0 THEN 400 ELSE 2 END, 1, 12
      FROM generate_series(1, 1010) g`);
    expect(await search({ search: w, duration: '15+', groupSize: '10+', availableFrom: day(5) })).toMatchObject({ total: 500, totalCapped: true });
    expect(await search({ search: w, duration: '15+', groupSize: '1-2', limit: 50 })).toMatchObject({ total: 500, totalPages: 10, totalCapped: true });
    expect(await search({ search: w, duration: '8-14' })).toMatchObject({ total: 0, totalPages: 0, totalCapped: false, services: [] });
  });
});

describe('browsing without text by length, capacity and season', () => {
  let t: TestApp;
  const { found } = searching(() => t);
  beforeAll(async () => {
    // A database of its own: without text, a search sees every service of its database.
    t = await setUp({ freshDatabase: true });
    const partner = await makePartner(t.app, 'active');
    // 300 day trips for 1-4 people all year; a few long ones, some with a season that ends soon.
    await t.db.execute(sql`
      INSERT INTO services (partner_id, name, type, description, duration_hours, group_size_min, group_size_max, created_at)
      SELECT ${partner.id}, 'Day trip ' || g, 'tour', 'A day out.', 6, 1, 4, now() - make_interval(secs => 1000 - g) FROM generate_series(1, 300) g`);
    for (let i = 0; i < 6; i++) {
      await makeService(t.db, partner.id, {
        name: `Long trip ${i}`,
        durationHours: 24 * (15 + i),
        groupSizeMin: 4,
        groupSizeMax: 12,
        ...(i % 2 === 0 ? seasonUntil(day(10)) : {}),
        createdAt: new Date(Date.now() - (100 - i) * 1000),
      });
    }
    await t.db.execute(sql`ANALYZE services`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists what the filters match, newest first when no text ranks them', async () => {
    expect(await found({ duration: '15+' })).toEqual([5, 4, 3, 2, 1, 0].map((i) => `Long trip ${i}`));
    expect(await found({ duration: '15+', availableFrom: day(11) })).toEqual([5, 3, 1].map((i) => `Long trip ${i}`));
    expect(await found({ groupSize: '10+', availableFrom: day(10), sortBy: 'newest' })).toEqual([5, 4, 3, 2, 1, 0].map((i) => `Long trip ${i}`));
    expect(await found({ duration: '4-7' })).toEqual([]);
    const dayTrips = await found({ duration: '1-3', groupSize: '3-5', availableFrom: day(300), limit: 50 });
    expect(dayTrips).toHaveLength(50);
    expect(dayTrips.every((n) => n.startsWith('Day trip'))).toBe(true);
  });

  it('reads a few matches of an index key through a recency window rather than a scan of the whole catalogue', async () => {
    const none = { kind: 'none' } as const;
    const long = filterConditions({ ...NO_FILTERS_INPUT, duration: SEARCH_DURATIONS.indexOf('15+') });
    // 6 of 306 listed: a newest-first scan would read about (cap + 1) × 51 rows to fill the cap.
    expect((await chooseAccess(t.db, none, long, 2)).kind).toBe('recent');
    // A filter that is no key of the index (a date, a place) is still read newest-first.
    const season = filterConditions({ ...NO_FILTERS_INPUT, availableFrom: day(11) });
    expect(await chooseAccess(t.db, none, season, 2)).toEqual({ kind: 'dense' });
  });

  it('estimates a filter from the columns’ statistics: a capacity most services have is not taken for a rare one', async () => {
    const none = { kind: 'none' } as const;
    const listed = await estimateMatches(t.db, none, NO_FILTERS);
    // 300 of 306 take 1-2 people; an estimate of the index key expression would be 0.5 % of the table.
    const small = await estimateMatches(t.db, none, filterConditions({ ...NO_FILTERS_INPUT, groupSize: SEARCH_GROUP_SIZES.indexOf('1-2') }));
    expect(small).toBeGreaterThan(listed * 0.8);
    const long = await estimateMatches(t.db, none, filterConditions({ ...NO_FILTERS_INPUT, duration: SEARCH_DURATIONS.indexOf('15+') }));
    expect(long).toBeLessThan(listed * 0.1);
  });
});
