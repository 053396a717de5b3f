import { DEFAULT_EXCHANGE_RATES, exchangeRatesSchema, type ExchangeRates } from '@mt/shared';
import type { Db, DbOrTx } from '../../db/client';
import { readSettings } from './settings.repository';

/**
 * The exchange-rate table (DESIGN.md section 4, "Currencies"): a setting, seeded and admin-edited, read
 * by every module that shows or filters prices. The money math on it is lib/currency.ts.
 */
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

/** getExchangeRates without the cache: what is stored now (inside a transaction, what it sees). */
export async function loadExchangeRates(db: DbOrTx): Promise<ExchangeRates> {
  const stored = (await readSettings(db, [EXCHANGE_RATES_KEY])).get(EXCHANGE_RATES_KEY);
  return usableExchangeRates(stored) ?? DEFAULT_EXCHANGE_RATES;
}

/** A stored value as a table, or null when it cannot be one (not a table, no rate for its base or for USD). */
export function usableExchangeRates(stored: unknown): ExchangeRates | null {
  const parsed = exchangeRatesSchema.safeParse(stored);
  const usable = parsed.success && parsed.data.rates[parsed.data.base] && parsed.data.rates.USD;
  return usable ? parsed.data : null;
}

/** Forget the cached table, so the next read loads what is stored (the admin's save, and tests that store a table). */
export function forgetExchangeRates(db: Db): void {
  cache.delete(db);
}
