import { PRICE_RANGE_BOUNDS_USD, PRICE_RANGE_CURRENCY, SEARCH_PRICE_RANGES, type ExchangeRates, type PriceRange } from '@mt/shared';
import type { Db, DbOrTx } from '../../db/client';
import { boundsPerCurrency } from '../../lib/currency';
import { loadExchangeRates } from '../settings/exchange-rates.service';
import { findPriceRangeBounds, lockPriceRangeSync, replacePriceRangeBounds, type PriceRangeBound } from './search-price-ranges.repository';

/**
 * A service's price range as a key of the search indexes (docs/decisions/0002-service-search.md): the
 * spec's USD ranges depend on the exchange rates, so each service's range is derived data. The bounds of
 * every range per currency are stored (search_price_bounds), a trigger derives services.price_range from
 * them (migration 0011), and syncPriceRanges brings both in step with the rates in force. A search uses
 * the key only while the stored bounds are those of the rates it converts with (priceRangesIndexed), and
 * filters each row's price otherwise, so its answer never depends on whether a sync has run.
 */

const order = (a: PriceRangeBound, b: PriceRangeBound) => a.currency.localeCompare(b.currency) || a.priceRange - b.priceRange;

/** Every search price range's bounds in every currency of the rates (boundsPerCurrency), in a fixed order. */
export function priceRangeBounds(rates: ExchangeRates): PriceRangeBound[] {
  return SEARCH_PRICE_RANGES.flatMap((range, priceRange) =>
    // `+ 0`: a bound of 0 comes back as -0 (Math.ceil of a hair below 0).
    boundsPerCurrency(PRICE_RANGE_BOUNDS_USD[range], PRICE_RANGE_CURRENCY, rates).map((b) => ({ currency: b.currency, priceRange, minMinor: b.min + 0, maxMinor: b.max })),
  ).sort(order);
}

export const priceRangeIndex = (range: PriceRange): number => SEARCH_PRICE_RANGES.indexOf(range);

function sameBounds(a: PriceRangeBound[], b: PriceRangeBound[]): boolean {
  return a.length === b.length && a.every((x, i) => order(x, b[i]!) === 0 && x.minMinor === b[i]!.minMinor && x.maxMinor === b[i]!.maxMinor);
}

async function storedBounds(db: DbOrTx): Promise<PriceRangeBound[]> {
  return (await findPriceRangeBounds(db)).sort(order);
}

/**
 * Brings search_price_bounds and every service's price_range in step with the stored exchange rates, in
 * one transaction. Answers whether anything changed (nothing does while the rates stay the same, and then
 * it costs one small read). Runs when the app is ready (server.ts listens after the demo seed, which
 * stores its own rates) and every minute (the job), since the rates setting is written directly (seed,
 * operators).
 */
export async function syncPriceRanges(db: Db): Promise<boolean> {
  const changed = await db.transaction(async (tx) => {
    await lockPriceRangeSync(tx);
    const wanted = priceRangeBounds(await loadExchangeRates(tx));
    if (sameBounds(await storedBounds(tx), wanted)) return false;
    await replacePriceRangeBounds(tx, wanted);
    return true;
  });
  if (changed) forgetPriceRangeChecks(db);
  return changed;
}

/**
 * How long a check of the stored bounds is trusted, like the rates themselves (settings/exchange-rates.service.ts).
 * A sync on any instance drops it sooner (the cache bus's 'price-ranges', plugins/cache-bus.ts).
 */
const CHECK_MS = 30_000;
const indexedChecks = new WeakMap<Db, { rates: ExchangeRates; at: number; indexed: Promise<boolean> }>();

/**
 * Whether services' stored price ranges are those of `rates` (the bounds stored are the bounds these
 * rates give), checked at most every 30 s per instance and rates table.
 */
export function priceRangesIndexed(db: Db, rates: ExchangeRates, now = Date.now()): Promise<boolean> {
  const hit = indexedChecks.get(db);
  if (hit && hit.rates === rates && now - hit.at < CHECK_MS) return hit.indexed;
  const indexed = storedBounds(db).then((stored) => sameBounds(stored, priceRangeBounds(rates)));
  indexedChecks.set(db, { rates, at: now, indexed });
  // A failed read is not kept: the next search asks again.
  indexed.catch(() => indexedChecks.delete(db));
  return indexed;
}

/** Forget the check, so the next search reads the stored bounds again (another instance synced them). */
export function forgetPriceRangeChecks(db: Db): void {
  indexedChecks.delete(db);
}
