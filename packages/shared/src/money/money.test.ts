import { describe, expect, it } from 'vitest';
import { DEFAULT_EXCHANGE_RATES, convertAmount, convertMinor, decimalToMinor, exchangeRatesSchema, formatMoney, minorToDecimal } from './money';

describe('money', () => {
  it('converts minor units to decimals and back without float drift', () => {
    expect(minorToDecimal(1_450_000, 'NOK')).toBe(14_500);
    expect(minorToDecimal(29, 'USD')).toBe(0.29);
    expect(decimalToMinor(0.29, 'USD')).toBe(29);
    expect(decimalToMinor(1234.565, 'EUR')).toBe(123457);
  });

  it('converts through the base currency and refuses unknown codes', () => {
    expect(convertAmount(1000, 'NOK', 'USD', DEFAULT_EXCHANGE_RATES)).toBeCloseTo(94);
    expect(convertAmount(94, 'USD', 'NOK', DEFAULT_EXCHANGE_RATES)).toBeCloseTo(1000);
    expect(convertAmount(86, 'EUR', 'USD', DEFAULT_EXCHANGE_RATES)).toBeCloseTo(94);
    expect(convertAmount(5, 'XXX', 'USD', DEFAULT_EXCHANGE_RATES)).toBeNull();
    // An amount in its own currency needs no rate.
    expect(convertAmount(5, 'XXX', 'XXX', DEFAULT_EXCHANGE_RATES)).toBe(5);
  });

  it('accepts a rates table of three-letter codes and positive finite rates only', () => {
    const table = { base: 'NOK', rates: { NOK: 1, USD: 0.094 } };
    expect(exchangeRatesSchema.parse(table)).toEqual(table);
    for (const bad of [
      { base: 'NO', rates: { NOK: 1 } },
      { base: 'NOK', rates: { NOKK: 1 } },
      { base: 'NOK', rates: { NOK: 0 } },
      { base: 'NOK', rates: { NOK: -1 } },
      { base: 'NOK', rates: { NOK: Infinity } },
      { rates: { NOK: 1 } },
    ]) {
      expect(exchangeRatesSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('has a usable default table: valid, its base at rate 1, and a USD rate for the search ranges', () => {
    expect(exchangeRatesSchema.parse(DEFAULT_EXCHANGE_RATES)).toEqual(DEFAULT_EXCHANGE_RATES);
    expect(DEFAULT_EXCHANGE_RATES.rates[DEFAULT_EXCHANGE_RATES.base]).toBe(1);
    expect(DEFAULT_EXCHANGE_RATES.rates.USD).toBeGreaterThan(0);
  });

  it('converts minor units to whole minor units of another currency', () => {
    // USD 1,890.00 at 1 NOK = 0.094 USD is NOK 20,106.3829...: kept as 2,010,638 øre.
    expect(convertMinor(189_000, 'USD', 'NOK', DEFAULT_EXCHANGE_RATES)).toBe(2_010_638);
    expect(convertMinor(12_000, 'EUR', 'NOK', DEFAULT_EXCHANGE_RATES)).toBe(139_535);
    expect(convertMinor(5_00, 'NOK', 'NOK', DEFAULT_EXCHANGE_RATES)).toBe(500);
    expect(convertMinor(5_00, 'XXX', 'NOK', DEFAULT_EXCHANGE_RATES)).toBeNull();
  });

  it('formats with two decimals and survives an unknown currency', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(-1234567.891, 'NOK')).toBe('-NOK\u00a01,234,567.89');
    expect(formatMoney(3, 'ZZZ1')).toBe('3.00 ZZZ1');
  });
});

describe('formatMoney without Intl (en-US, the table\'s currencies)', () => {
  // One formatter per currency: building one per amount made this the slowest shared test (25 s).
  const formatters = new Map<string, Intl.NumberFormat>();
  const intl = (amount: number, currency: string) => {
    let formatter = formatters.get(currency);
    if (!formatter) formatters.set(currency, (formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 })));
    return formatter.format(amount);
  };
  const edges = [0, -0, 0.004, 0.005, 0.015, 1.005, 2.675, -0.001, -0.005, 999.995, 1000, 999_999.999, 1234567.891, -1234.5, 123456789012.34, 1e15 - 1, 1e15, 1e21, Number.MAX_SAFE_INTEGER];

  it.each(Object.keys(DEFAULT_EXCHANGE_RATES.rates))('writes %s exactly as Intl does, at the edges and on 20,000 random amounts', (currency) => {
    for (const amount of edges) expect(formatMoney(amount, currency), String(amount)).toBe(intl(amount, currency));
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 20_000; i++) {
      const amount = Math.round((random() - 0.3) * 10 ** Math.floor(random() * 9) * 1000) / 1000;
      expect(formatMoney(amount, currency)).toBe(intl(amount, currency));
    }
  });
});
