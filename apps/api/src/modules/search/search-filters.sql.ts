import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_DURATIONS, SEARCH_GROUP_SIZE_PEOPLE, SEARCH_GROUP_SIZES, durationHoursOf } from '@mt/shared';
import { DURATION_KEY_BASE, GROUP_SIZE_KEY_BASE, PRICE_RANGE_KEY_BASE, searchKeys } from '../../db/schema/services';
import type { MinorBounds } from '../../lib/currency';

/** ILIKE treats % _ and \ as wildcards/escape: a visitor's text must match literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface FilterInput {
  storedTypes: readonly string[];
  /** A price range's bounds per currency, checked on each row the text (or type) matches. */
  priceBounds: MinorBounds[] | null;
  /**
   * Instead, the price range's index in SEARCH_PRICE_RANGES, when services' stored ranges are those of the
   * rates in use (search-price-ranges.ts): then it is a key of the search indexes, and rows out of the
   * range are never visited.
   */
  indexedPriceRange?: number;
  location: string | null;
  minRating: number | null;
  /** The index in SEARCH_DURATIONS of the duration option asked for (a key of the search indexes). */
  duration?: number | null;
  /** The index in SEARCH_GROUP_SIZES of the group size option asked for (a key of the search indexes). */
  groupSize?: number | null;
  /** An ISO day: services available on it or later (all year, or a last `until` on it or after). */
  availableFrom?: string | null;
}

/**
 * How the conditions are written (docs/decisions/0037-search-filters-that-filter.md):
 * - 'index': a price range, a duration and a group size as keys of the search indexes (`searchKeys && '{k}'`),
 *   for statements that read through a GIN index (a text's matches, a recency window): rows outside them
 *   are never visited.
 * - 'row': the same conditions on the plain columns (`duration_hours > 168 AND duration_hours <= 336`), for
 *   the planner's estimate and for a newest-first scan by id, which checks each row it reads. PostgreSQL keeps
 *   no statistics on the keys expression (it estimates any `&&` on it at 0.5 %, so "1-2 people", held by
 *   most services, looked rare) but does on the columns; and a comparison costs a row less than the array.
 */
export type ConditionForm = 'index' | 'row';

/**
 * The WHERE conditions of a search besides the text match, on `services s`. Their values are placeholders,
 * so one statement text serves every search of the same shape (db/named-query.ts).
 */
export interface SearchFilters {
  /**
   * The conditions as SQL, built only when a statement's text is (the first search of a shape, or an
   * estimate): a prepared statement's text is built once (db/named-query.ts). Built on every search,
   * the conditions of a type and a price range made filterConditions take 15 µs instead of 4.
   */
  conditions(form?: ConditionForm): SQL[];
  values: Record<string, unknown>;
  /** Equal shapes have the same SQL text; '' when there is no filter. */
  shape: string;
  /** Equal keys have the same text and values, and only those (the key of search.service.ts's caches). */
  key: string;
  /**
   * No value here can change which index should be read: types and an indexed price range are written into
   * the text (so a plan made once still picks the type's own index and uses the key) and price bounds are
   * checked on rows already read; duration and group size are keys written into the text like the price
   * range, and the availability date is checked on rows already read. Location and rating are not: a
   * location can be rare or common, and only a plan for its value knows which.
   */
  planStable: boolean;
  /**
   * A price range, duration or group size is a key of the search indexes here: without text, a recency
   * window can still be read through the index's second column (chooseAccess).
   */
  keyed: boolean;
}

const p = (name: string) => sql.placeholder(name);

/** Price bounds come per currency so each branch is a plain range on base_price_minor. */
export function filterConditions(f: FilterInput): SearchFilters {
  const values: Record<string, unknown> = {};
  const shape: string[] = [];
  // Each condition by form: most are written alike in both.
  const build: ((form: ConditionForm) => SQL)[] = [];
  if (f.storedTypes.length > 0) {
    // Written into the text, not a placeholder: a plan made once for this shape (planStable) still proves
    // the type's partial index applies. The types are SEARCH_SERVICE_TYPES' own words, never the visitor's.
    const types = [...f.storedTypes].sort();
    if (!types.every((t) => /^[a-z_]+$/.test(t))) throw new Error(`not a stored service type: ${types.join(',')}`);
    build.push(() => sql`s.type = ANY(${sql.raw(`'{${types.join(',')}}'`)}::text[])`);
    shape.push(`t${types.join('|')}`);
  }
  if (f.indexedPriceRange !== undefined) {
    // Written into the text like the types (one of four constants), so a plan made once uses the key too.
    const key = PRICE_RANGE_KEY_BASE - f.indexedPriceRange;
    if (!Number.isInteger(key)) throw new Error(`not a price range index: ${f.indexedPriceRange}`);
    const range = f.indexedPriceRange;
    build.push((form) => (form === 'index' ? sql`${searchKeys('s')} && ${sql.raw(`'{${key}}'`)}::int[]` : sql`s.price_range = ${sql.raw(String(range))}`));
    shape.push(`k${f.indexedPriceRange}`);
  } else if (f.priceBounds) {
    const bounds = f.priceBounds;
    bounds.forEach((b, i) => {
      values[`cur${i}`] = b.currency;
      values[`min${i}`] = b.min;
      if (b.max !== null) values[`max${i}`] = b.max;
    });
    build.push(() => {
      const branches = bounds.map((b, i) =>
        b.max === null
          ? sql`(s.currency = ${p(`cur${i}`)} AND s.base_price_minor >= ${p(`min${i}`)})`
          : sql`(s.currency = ${p(`cur${i}`)} AND s.base_price_minor >= ${p(`min${i}`)} AND s.base_price_minor < ${p(`max${i}`)})`,
      );
      // No usable rate at all: nothing can be priced in the range.
      return branches.length ? sql`(${sql.join(branches, sql` OR `)})` : sql`false`;
    });
    shape.push(`p${bounds.map((b) => (b.max === null ? 'o' : 'c')).join('')}`);
  }
  if (f.duration != null) {
    // Written into the text like the price range (one of four constants): a plan made once still reads the key.
    const option = SEARCH_DURATIONS[f.duration];
    if (!Number.isInteger(f.duration) || !option) throw new Error(`not a duration option index: ${f.duration}`);
    const key = DURATION_KEY_BASE - f.duration;
    const { after, upTo } = durationHoursOf(option);
    build.push((form) => {
      if (form === 'index') return sql`${searchKeys('s')} && ${sql.raw(`'{${key}}'`)}::int[]`;
      const shorter = upTo === null ? '' : ` AND s.duration_hours <= ${upTo}`;
      return sql.raw(`s.duration_hours > ${after}${shorter}`);
    });
    shape.push(`d${f.duration}`);
  }
  if (f.groupSize != null) {
    const option = SEARCH_GROUP_SIZES[f.groupSize];
    if (!Number.isInteger(f.groupSize) || !option) throw new Error(`not a group size option index: ${f.groupSize}`);
    const key = GROUP_SIZE_KEY_BASE - f.groupSize;
    const [from, to] = SEARCH_GROUP_SIZE_PEOPLE[option];
    build.push((form) => {
      if (form === 'index') return sql`${searchKeys('s')} && ${sql.raw(`'{${key}}'`)}::int[]`;
      // The capacity overlaps the option's people; a capacity not said (both null) matches no option.
      const fewer = to === null ? '' : `s.group_size_min <= ${to} AND `;
      return sql.raw(`${fewer}s.group_size_max >= ${from}`);
    });
    shape.push(`g${f.groupSize}`);
  }
  if (f.availableFrom) {
    // available_until is the last `until` of the availability, null when it is empty (all year).
    build.push(() => sql`(s.available_until IS NULL OR s.available_until >= ${p('availableFrom')}::date)`);
    values.availableFrom = f.availableFrom;
    shape.push('a');
  }
  if (f.location) {
    build.push(() => sql`s.location_details ILIKE ${p('location')}`);
    values.location = `%${escapeLike(f.location)}%`;
    shape.push('l');
  }
  if (f.minRating !== null) {
    build.push(() => sql`(SELECT avg(r.rating) FROM service_reviews r WHERE r.service_id = s.id AND NOT r.hidden) >= ${p('minRating')}`);
    values.minRating = f.minRating;
    shape.push('r');
  }
  return {
    conditions: (form = 'index') => build.map((condition) => condition(form)),
    values,
    shape: shape.join(','),
    // The shape fixes the text and the values are the rest: inputs that differ only in how they say "no
    // filter" (null, undefined, absent) share their cached estimate and window start (search.service.ts).
    key: JSON.stringify([shape, values]),
    planStable: !f.location && f.minRating === null,
    keyed: f.indexedPriceRange !== undefined || f.duration != null || f.groupSize != null,
  };
}

export const NO_FILTERS: SearchFilters = filterConditions({ storedTypes: [], priceBounds: null, location: null, minRating: null });

/**
 * A service's price in the table's base currency (NULL when unpriced or its currency has no rate), on
 * `c`. The rates are placeholders `rateCode{i}`/`rate{i}` (rateValues), one pair per currency.
 */
export function basePriceExpression(currencies: number): SQL {
  const cases = Array.from({ length: currencies }, (_, i) => sql`WHEN ${p(`rateCode${i}`)} THEN ${p(`rate${i}`)}::numeric`);
  return sql`(c.base_price_minor::numeric / (CASE c.currency ${sql.join(cases, sql` `)} END))`;
}

export function rateValues(rates: Record<string, number>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  Object.entries(rates).forEach(([code, rate], i) => {
    values[`rateCode${i}`] = code;
    values[`rate${i}`] = String(rate);
  });
  return values;
}
