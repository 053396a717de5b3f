import { eq } from 'drizzle-orm';
import { DEFAULT_EXCHANGE_RATES, convertAmount, decimalToMinor, exchangeRatesSchema, minorToDecimal, type ExchangeRates } from '@mt/shared';
import type { Db, DbOrTx } from '../db/client';
import { settings } from '../db/schema';

export const EXCHANGE_RATES_KEY = 'exchange_rates';
/**
 * Rates change a few times a day at most, while every search with a price filter needs them: each API
 * instance keeps them this long, so an admin's edit reaches every instance within this time.
 */
const CACHE_MS = 30_000;
const cache = new WeakMap<Db, { at: number; rates: ExchangeRates }>();

/** The admin-edited table, or the default when none is stored or it is unusable (no USD, bad values). */
export async function getExchangeRates(db: Db, now = Date.now()): Promise<ExchangeRates> {
  const hit = cache.get(db);
  if (hit && now - hit.at < CACHE_MS) return hit.rates;
  const rates = await loadExchangeRates(db);
  cache.set(db, { at: now, rates });
  return rates;
}

/** getExchangeRates without the cache: what is stored now. */
export async function loadExchangeRates(db: DbOrTx): Promise<ExchangeRates> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, EXCHANGE_RATES_KEY)).limit(1);
  const parsed = exchangeRatesSchema.safeParse(row?.value);
  const usable = parsed.success && parsed.data.rates[parsed.data.base] && parsed.data.rates.USD;
  return usable ? parsed.data : DEFAULT_EXCHANGE_RATES;
}

/** Forget the cached table (after an admin edit on this instance, and in tests). */
export function forgetExchangeRates(db: Db): void {
  cache.delete(db);
}

export interface MinorBounds {
  currency: string;
  /** Inclusive lower bound in minor units of `currency`. */
  min: number;
  /** Exclusive upper bound, or null for an open range. */
  max: number | null;
}

/**
 * A price range given in `rangeCurrency` as bounds in every currency of the table, so SQL can compare
 * each service's stored minor units directly (and search stores each service's range from them:
 * modules/search/search-price-ranges.ts).
 */
export function boundsPerCurrency(range: readonly [number, number | null], rangeCurrency: string, table: ExchangeRates): MinorBounds[] {
  const [lo, hi] = range;
  const out: MinorBounds[] = [];
  for (const currency of Object.keys(table.rates)) {
    const min = convertAmount(lo, rangeCurrency, currency, table);
    const max = hi === null ? null : convertAmount(hi, rangeCurrency, currency, table);
    if (min === null || (hi !== null && max === null)) continue;
    out.push({
      currency,
      min: Math.ceil(decimalToMinor(min, currency) - 1e-6),
      max: max === null ? null : Math.ceil(decimalToMinor(max, currency) - 1e-6),
    });
  }
  return out;
}

export interface MinorAmount {
  currency: string;
  minor: number;
}

/**
 * Amounts kept in several currencies as one decimal amount in `to`, rounded to cents (the admin's
 * totals: NOK for statistics, USD for the revenue chart). An amount in a currency without a rate
 * cannot be converted and is left out rather than guessed.
 */
export function sumInCurrency(amounts: readonly MinorAmount[], to: string, table: ExchangeRates): number {
  let total = 0;
  for (const a of amounts) {
    const converted = convertAmount(minorToDecimal(a.minor, a.currency), a.currency, to, table);
    if (converted !== null) total += converted;
  }
  return Math.round(total * 100) / 100;
}
