import { DEFAULT_EXCHANGE_RATES, exchangeRatesSchema, type ExchangeRates } from '@mt/shared';
import type { Db, DbOrTx } from '../../db/client';
import { handleCache } from '../../db/handle-cache';
import { readSettings } from './settings.repository';

/**
 * The exchange-rate table (DESIGN.md section 4, "Currencies"): a setting, seeded and admin-edited, read
 * by every module that shows or filters prices. The money math on it is lib/currency.ts.
 */
export const EXCHANGE_RATES_KEY = 'exchange_rates';
/**
 * Rates change a few times a day at most, while every search with a price filter needs them: each API
 * instance keeps them this long. Any write to the settings drops them on every instance sooner (the cache
 * bus's 'settings', plugins/cache-bus.ts); this bound holds while an instance's bus is reconnecting.
 */
const CACHE_MS = 30_000;
const cache = handleCache((db) => loadExchangeRates(db), CACHE_MS);

/** The admin-edited table, or the default when none is stored or it is unusable (no USD, bad values). */
export function getExchangeRates(db: Db, now = Date.now()): Promise<ExchangeRates> {
  return cache.get(db, now);
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

/** Forget the cached table, so the next read loads what is stored (the cache bus, and the admin's own save). */
export function forgetExchangeRates(db: Db): void {
  cache.forget(db);
}
