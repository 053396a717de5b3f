import { describe, expect, it } from 'vitest';
import { DEFAULT_EXCHANGE_RATES } from '@mt/shared';
import { boundsPerCurrency, sumInCurrency } from './currency';

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

describe('sumInCurrency', () => {
  const table = { base: 'NOK', rates: { NOK: 1, USD: 0.1, EUR: 0.08 } };

  it('converts each amount to the target and rounds the total to cents', () => {
    expect(sumInCurrency([{ currency: 'NOK', minor: 150_050 }, { currency: 'USD', minor: 1_000 }], 'NOK', table)).toBe(1600.5);
    expect(sumInCurrency([{ currency: 'NOK', minor: 1_000 }, { currency: 'EUR', minor: 80 }], 'USD', table)).toBe(2);
    expect(sumInCurrency([{ currency: 'NOK', minor: 1 }, { currency: 'NOK', minor: 1 }], 'USD', table)).toBe(0);
  });

  it('leaves out amounts in a currency without a rate, and answers 0 for nothing', () => {
    expect(sumInCurrency([{ currency: 'XXX', minor: 99_999 }, { currency: 'NOK', minor: 500 }], 'NOK', table)).toBe(5);
    expect(sumInCurrency([], 'USD', table)).toBe(0);
  });
});
