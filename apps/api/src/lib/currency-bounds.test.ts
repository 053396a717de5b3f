import { describe, expect, it } from 'vitest';
import { boundsPerCurrency } from './currency';

// 1 NOK = 0.1 USD = 0.08 EUR: 1,000 USD = 10,000 NOK = 800 EUR.
const TABLE = { base: 'NOK', rates: { NOK: 1, USD: 0.1, EUR: 0.08 } };

describe('boundsPerCurrency, besides currency.test.ts', () => {
  it('gives an open range a lower bound in every currency and no upper one', () => {
    expect(boundsPerCurrency([1000, null], 'USD', TABLE)).toEqual([
      { currency: 'NOK', min: 1_000_000, max: null },
      { currency: 'USD', min: 100_000, max: null },
      { currency: 'EUR', min: 80_000, max: null },
    ]);
  });

  it('gives no bounds at all when the table has no rate for the range’s own currency', () => {
    // Nothing can be converted, so a search with this range matches nothing rather than everything.
    const noUsd = { base: 'NOK', rates: { NOK: 1, EUR: 0.08 } };
    expect(boundsPerCurrency([100, 500], 'USD', noUsd)).toEqual([]);
    expect(boundsPerCurrency([1000, null], 'USD', noUsd)).toEqual([]);
  });
});
