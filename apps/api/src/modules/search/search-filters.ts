import { sql, type SQL } from 'drizzle-orm';
import type { MinorBounds } from '../../lib/currency';

/** ILIKE treats % _ and \ as wildcards/escape: a visitor's text must match literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The WHERE conditions of a search besides the text match, on `services s` and `partners p`.
 * Price bounds come per currency so each branch is a plain range on base_price_minor.
 */
export function filterConditions(f: {
  storedTypes: readonly string[];
  priceBounds: MinorBounds[] | null;
  location: string | null;
  minRating: number | null;
}): SQL[] {
  const out: SQL[] = [];
  if (f.storedTypes.length > 0) out.push(sql`s.type IN (${sql.join(f.storedTypes.map((t) => sql`${t}`), sql`, `)})`);
  if (f.priceBounds) {
    const branches = f.priceBounds.map((b) =>
      b.max === null
        ? sql`(s.currency = ${b.currency} AND s.base_price_minor >= ${b.min})`
        : sql`(s.currency = ${b.currency} AND s.base_price_minor >= ${b.min} AND s.base_price_minor < ${b.max})`,
    );
    // No usable rate at all: nothing can be priced in the range.
    out.push(branches.length ? sql`(${sql.join(branches, sql` OR `)})` : sql`false`);
  }
  if (f.location) out.push(sql`s.location_details ILIKE ${`%${escapeLike(f.location)}%`}`);
  if (f.minRating !== null) {
    out.push(sql`(SELECT avg(r.rating) FROM service_reviews r WHERE r.service_id = s.id) >= ${f.minRating}`);
  }
  return out;
}

/** A service's price in the table's base currency (NULL when unpriced or its currency has no rate). */
export function basePriceExpression(rates: Record<string, number>, alias = 'c'): SQL {
  const cases = Object.entries(rates).map(([code, rate]) => sql`WHEN ${code} THEN ${String(rate)}::numeric`);
  return sql`(${sql.raw(alias)}.base_price_minor::numeric / (CASE ${sql.raw(alias)}.currency ${sql.join(cases, sql` `)} END))`;
}
