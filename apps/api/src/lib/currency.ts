import { convertAmount, decimalToMinor, minorToDecimal, type ExchangeRates } from '@mt/shared';

// Money math on an exchange-rate table, pure: the table itself is a setting, read and cached by
// modules/settings/exchange-rates.service.ts.

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
