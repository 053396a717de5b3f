import { describe, expect, it } from 'vitest';
import { DEFAULT_EXCHANGE_RATES } from '@mt/shared';
import { boundsPerCurrency } from './currency';

describe('boundsPerCurrency', () => {
  it('turns a USD range into minor-unit bounds for every currency of the table', () => {
    const bounds = boundsPerCurrency([100, 500], 'USD', DEFAULT_EXCHANGE_RATES);
    const by = Object.fromEntries(bounds.map((b) => [b.currency, b]));
    expect(by.USD).toEqual({ currency: 'USD', min: 10_000, max: 50_000 });
    // 100 USD = 1063.83 NOK; the lower bound is rounded up so 1063.82 NOK (99.99 USD) stays out.
    expect(by.NOK).toEqual({ currency: 'NOK', min: 106_383, max: 531_915 });
    expect(by.EUR?.min).toBe(9_149);
    expect(bounds).toHaveLength(Object.keys(DEFAULT_EXCHANGE_RATES.rates).length);
  });

  it('leaves the upper bound open for 1000+', () => {
    expect(boundsPerCurrency([1000, null], 'USD', DEFAULT_EXCHANGE_RATES).every((b) => b.max === null)).toBe(true);
  });
});
