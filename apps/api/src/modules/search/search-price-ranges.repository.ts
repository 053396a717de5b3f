import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { searchPriceBounds } from '../../db/schema';

/** The stored bounds of the search price ranges, and the services' ranges derived from them (search-price-ranges.ts). */

export interface PriceRangeBound {
  currency: string;
  /** Index in SEARCH_PRICE_RANGES. */
  priceRange: number;
  minMinor: number;
  maxMinor: number | null;
}

/** Serializes syncs of instances starting together (a transaction-level lock: not the job lock's id). */
const SYNC_LOCK = 727_104;

export async function lockPriceRangeSync(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SYNC_LOCK})`);
}

/** search_price_bounds as stored, in no particular order. */
export async function findPriceRangeBounds(db: DbOrTx): Promise<PriceRangeBound[]> {
  const rows = await db.select().from(searchPriceBounds);
  return rows.map((r) => ({ currency: r.currency, priceRange: r.priceRange, minMinor: Number(r.minMinor), maxMinor: r.maxMinor === null ? null : Number(r.maxMinor) }));
}

const SYNC_TIMEOUT_MS = 15 * 60_000;

/**
 * Replaces the stored bounds with `wanted` and re-derives the range of every service whose range they
 * change, in the caller's transaction. A large change rewrites up to every priced service (a minute or
 * more at 1,000,000): past the pool's statement timeout, it would fail and be retried every minute, and
 * the ranges never catch up; so it sets its own.
 */
export async function replacePriceRangeBounds(tx: DbOrTx, wanted: PriceRangeBound[]): Promise<void> {
  await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${SYNC_TIMEOUT_MS}`));
  await tx.delete(searchPriceBounds);
  if (wanted.length > 0) await tx.insert(searchPriceBounds).values(wanted);
  // Only rows whose range changes are written; the trigger recomputes each written row's range.
  await tx.execute(sql`UPDATE services s SET price_range = NULL
      WHERE s.price_range IS DISTINCT FROM search_price_range_of(s.currency, s.base_price_minor)`);
}
