import { sql, type SQL } from 'drizzle-orm';
import { PRICE_RANGE_KEY_BASE, searchKeys } from '../../db/schema/services';
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
}

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
  conditions(): SQL[];
  values: Record<string, unknown>;
  /** Equal shapes have the same SQL text; '' when there is no filter. */
  shape: string;
  /** Equal keys have the same text and values (the estimate cache's key). */
  key: string;
  /**
   * No value here can change which index should be read: types and an indexed price range are written into
   * the text (so a plan made once still picks the type's own index and uses the key) and price bounds are
   * checked on rows already read. Location and rating are not: a location can be rare or common, and only
   * a plan for its value knows which.
   */
  planStable: boolean;
}

const p = (name: string) => sql.placeholder(name);

/** Price bounds come per currency so each branch is a plain range on base_price_minor. */
export function filterConditions(f: FilterInput): SearchFilters {
  const values: Record<string, unknown> = {};
  const shape: string[] = [];
  const build: (() => SQL)[] = [];
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
    build.push(() => sql`${searchKeys('s')} && ${sql.raw(`'{${key}}'`)}::int[]`);
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
    conditions: () => build.map((condition) => condition()),
    values,
    shape: shape.join(','),
    key: JSON.stringify(f),
    planStable: !f.location && f.minRating === null,
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
