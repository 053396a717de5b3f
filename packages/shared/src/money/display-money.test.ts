import { describe, expect, it } from 'vitest';
import { displayCurrencies, effectiveDisplayCurrency } from './display-currency';
import { formatEstimate, roundConverted, showPrice } from './display-money';
import { convertedRangeLabel, roundBound } from './display-range';
import { showTotal } from './display-total';
import { DEFAULT_EXCHANGE_RATES, type ExchangeRates } from './money';

const TABLE = DEFAULT_EXCHANGE_RATES;
const SMALL: ExchangeRates = { base: 'NOK', rates: { NOK: 1, USD: 0.1, EUR: 0.08 } };

describe('the picker and the effective currency', () => {
  it('offers every currency of the table, USD first then A to Z', () => {
    expect(displayCurrencies(TABLE)).toEqual(['USD', 'EUR', 'GBP', 'KES', 'MAD', 'NOK', 'TZS', 'ZAR']);
    expect(displayCurrencies(null)).toEqual(['USD']);
  });

  it('falls back to USD for a choice the table has no rate for, or no choice', () => {
    expect(effectiveDisplayCurrency('EUR', TABLE)).toBe('EUR');
    expect(effectiveDisplayCurrency('TZS', SMALL)).toBe('USD');
    expect(effectiveDisplayCurrency('EUR', null)).toBe('USD');
    expect(effectiveDisplayCurrency(null, TABLE)).toBe('USD');
    expect(effectiveDisplayCurrency('__proto__', TABLE)).toBe('USD');
  });
});

describe('rounding a converted amount', () => {
  it('keeps whole units from 10 up and cents below, halves up', () => {
    expect(roundConverted(85.5)).toBe(86);
    expect(roundConverted(85.49)).toBe(85);
    expect(roundConverted(10)).toBe(10);
    expect(roundConverted(9.994)).toBe(9.99);
    expect(roundConverted(0.004)).toBe(0);
    expect(roundConverted(0.46)).toBe(0.46);
    expect(roundConverted(240_123.5)).toBe(240_124);
  });

  it('writes whole estimates without cents and small ones with them', () => {
    expect(formatEstimate(85.5, 'EUR')).toBe('€86');
    expect(formatEstimate(240_000, 'TZS')).toBe('TZS\u00a0240,000');
    expect(formatEstimate(12_100.4, 'KES')).toBe('KES\u00a012,100');
    expect(formatEstimate(4.6, 'GBP')).toBe('£4.60');
    expect(formatEstimate(5, 'USD')).toBe('$5');
  });
});

describe('a price as shown', () => {
  it('converts with ≈ and keeps the exact own price for the small print', () => {
    // NOK 1,000 at 1 NOK = 0.086 EUR is €86.
    expect(showPrice(1000, 'NOK', 'EUR', TABLE)).toEqual({ text: '≈ €86', original: 'NOK\u00a01,000.00' });
    expect(showPrice(1000, 'NOK', 'TZS', TABLE)).toEqual({ text: '≈ TZS\u00a0240,000', original: 'NOK\u00a01,000.00' });
    // $150 is NOK 1,595.74..., then KES 19,308.51...
    expect(showPrice(150, 'USD', 'KES', TABLE)).toEqual({ text: '≈ KES\u00a019,309', original: '$150.00' });
    expect(showPrice(5, 'NOK', 'USD', TABLE)).toEqual({ text: '≈ $0.47', original: 'NOK\u00a05.00' });
  });

  it('shows a price in the chosen currency exactly, with no small print', () => {
    expect(showPrice(1000, 'NOK', 'NOK', TABLE)).toEqual({ text: 'NOK\u00a01,000.00', original: null });
    expect(showPrice(99.5, 'USD', undefined, TABLE)).toEqual({ text: '$99.50', original: null });
  });

  it('shows the own price, not a guess, when a rate is missing', () => {
    expect(showPrice(1000, 'SEK', 'EUR', TABLE)).toEqual({ text: 'SEK\u00a01,000.00', original: null });
    expect(showPrice(1000, 'NOK', 'EUR', null)).toEqual({ text: 'NOK\u00a01,000.00', original: null });
    // The choice has no rate: prices show in USD, the default.
    expect(showPrice(1000, 'NOK', 'TZS', SMALL)).toEqual({ text: '≈ $100', original: 'NOK\u00a01,000.00' });
  });
});

describe('a sum of prices as shown', () => {
  it('adds converted prices and rounds once, at the end', () => {
    // 3 × NOK 1,005 = NOK 3,015 = €259.29 (each alone would round to €86, three of them to €258).
    expect(showTotal([1005, 1005, 1005].map((amount) => ({ amount, currency: 'NOK' })), 'EUR', TABLE)).toBe('≈ €259');
  });

  it('is exact when nothing needed converting, and leaves out what cannot be converted', () => {
    expect(showTotal([{ amount: 10.5, currency: 'USD' }, { amount: 20, currency: 'USD' }], 'USD', TABLE)).toBe('$30.50');
    expect(showTotal([{ amount: 1000, currency: 'NOK' }, { amount: 50, currency: 'SEK' }], 'USD', TABLE)).toBe('≈ $94');
    expect(showTotal([{ amount: 50, currency: 'SEK' }], 'USD', TABLE)).toBeNull();
    expect(showTotal([], 'USD', TABLE)).toBeNull();
  });
});

describe('price-range labels', () => {
  // 1 NOK = 0.094 USD = 0.086 EUR: $100 = €91.49, $500 = €457.45, $1,000 = €914.89; $100 = KES 12,872.34.
  it('rounds a lower bound down and an upper bound up, to two significant digits from 100 up', () => {
    expect(roundBound(0, 'down')).toBe(0);
    expect(roundBound(91.49, 'down')).toBe(91);
    expect(roundBound(91.49, 'up')).toBe(92);
    expect(roundBound(457.45, 'down')).toBe(450);
    expect(roundBound(457.45, 'up')).toBe(460);
    expect(roundBound(999.7, 'up')).toBe(1000);
    expect(roundBound(12_872.34, 'down')).toBe(12_000);
    expect(roundBound(12_872.34, 'up')).toBe(13_000);
    expect(roundBound(255_319.15, 'up')).toBe(260_000);
    // A bound that converts exactly stays where it is, whatever the float says.
    expect(roundBound((100 / 0.1) * 0.08, 'up')).toBe(80);
    expect(roundBound(80.00000000000001, 'up')).toBe(80);
    expect(roundBound(399.99999999999994, 'down')).toBe(400);
  });

  it('shows converted bounds with the exact USD label after them', () => {
    const label = (bounds: readonly [number, number | null], own: string, chosen: string) => convertedRangeLabel(bounds, 'USD', own, chosen, TABLE);
    expect(label([0, 100], '$0 – $100', 'EUR')).toBe('€0 – €92 ($0 – $100)');
    expect(label([100, 500], '$100 – $500', 'EUR')).toBe('€91 – €460 ($100 – $500)');
    expect(label([500, 1000], '$500 – $1,000', 'EUR')).toBe('€450 – €920 ($500 – $1,000)');
    expect(label([1000, null], '$1,000+', 'EUR')).toBe('€910+ ($1,000+)');
    expect(label([100, 500], '$100 – $500', 'KES')).toBe('KES\u00a012,000 – KES\u00a065,000 ($100 – $500)');
    expect(label([0, 100], '$0 – $100', 'NOK')).toBe('NOK\u00a00 – NOK\u00a01,100 ($0 – $100)');
  });

  it('has no converted label in USD itself or without a table', () => {
    expect(convertedRangeLabel([0, 100], 'USD', '$0 – $100', 'USD', TABLE)).toBeNull();
    expect(convertedRangeLabel([0, 100], 'USD', '$0 – $100', 'EUR', null)).toBeNull();
  });
});
