import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRICE_RANGE_BOUNDS_USD,
  PRICE_RANGE_CURRENCY,
  convertedRangeLabel,
  listedPriceOf,
  priceRangeLabels,
  showPrice,
  showTotal,
  type ExchangeRates,
  type PriceRange,
  type PublicSettings,
  type ServiceSearchResponse,
} from '@mt/shared';
import { settings } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { makePartner, makeService, uniqueWord, type TestPartner } from '../services/testing/catalogue-fixtures';
import { forgetExchangeRates } from './exchange-rates.service';

// 1 NOK = 0.1 USD = 0.08 EUR = 13 KES = 250 TZS: 100 USD = 1,000 NOK = 80 EUR = 13,000 KES = 250,000 TZS.
const RATES: ExchangeRates = { base: 'NOK', rates: { NOK: 1, USD: 0.1, EUR: 0.08, KES: 13, TZS: 250 } };

/**
 * Issue 22 section 3, "display conversion and rounding": the browser converts with the table the API gives it
 * (GET /api/settings/public, also in every page) and the shared rules (money/display-money.ts). These tests
 * take the API's own answers through those rules, as the pages do.
 */
describe('prices shown in the visitor’s currency', () => {
  let t: TestApp;
  let partner: TestPartner;

  const storeRates = async (value: ExchangeRates) => {
    await t.db.insert(settings).values({ key: 'exchange_rates', value }).onConflictDoUpdate({ target: settings.key, set: { value } });
    forgetExchangeRates(t.db);
  };
  const publicRates = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(res.statusCode).toBe(200);
    return res.json<PublicSettings>().exchange_rates;
  };

  beforeAll(async () => {
    // The table is global to a database.
    t = await buildTestApp({ freshDatabase: true });
    await storeRates(RATES);
    await t.app.ready();
    partner = await makePartner(t.app, 'active');
  });
  afterAll(async () => {
    await t.close();
  });

  it('the browser gets the table the admin stored, and a new one once stored', async () => {
    expect(await publicRates()).toEqual(RATES);
    const dearerEur = { base: 'NOK', rates: { ...RATES.rates, EUR: 0.04 } };
    try {
      await storeRates(dearerEur);
      expect(await publicRates()).toEqual(dearerEur);
    } finally {
      await storeRates(RATES);
    }
  });

  it('converts a catalogue price with ≈, whole units from 10 up and cents below, the own price kept exact', async () => {
    const w = uniqueWord();
    await makeService(t.db, partner.id, { name: `${w} a`, basePriceMinor: 100_500, currency: 'NOK' });
    await makeService(t.db, partner.id, { name: `${w} b`, basePriceMinor: 4_90, currency: 'NOK' });
    await makeService(t.db, partner.id, { name: `${w} c`, basePriceMinor: 12_345, currency: 'USD' });
    const res = await t.app.inject({ method: 'GET', url: `/api/services/search?search=${w}&sortBy=price-low` });
    const found = res.json<ServiceSearchResponse>().services;
    const table = await publicRates();
    const shown = (name: string, chosen: string) => {
      const price = listedPriceOf(found.find((x) => x.name === `${w} ${name}`)!)!;
      return showPrice(price.amount, price.currency, chosen, table);
    };
    // The list quotes USD (decision 0003) and carries the partner's own price beside it.
    expect(found.find((x) => x.name === `${w} a`)).toMatchObject({ base_price: 100.5, currency: 'USD', listed_price: { amount: 1005, currency: 'NOK' } });
    expect(found.find((x) => x.name === `${w} c`)).toMatchObject({ base_price: 123.45, currency: 'USD' });
    expect(found.find((x) => x.name === `${w} c`)).not.toHaveProperty('listed_price');
    // NOK 1,005.00 = $100.50 = €80.40 = TZS 251,250.
    expect(shown('a', 'USD')).toEqual({ text: '≈ $101', original: 'NOK\u00a01,005.00' });
    expect(shown('a', 'EUR')).toEqual({ text: '≈ €80', original: 'NOK\u00a01,005.00' });
    expect(shown('a', 'TZS')).toEqual({ text: '≈ TZS\u00a0251,250', original: 'NOK\u00a01,005.00' });
    expect(shown('a', 'NOK')).toEqual({ text: 'NOK\u00a01,005.00', original: null });
    // NOK 4.90 = $0.49: below 10 units, to the cent.
    expect(shown('b', 'USD')).toEqual({ text: '≈ $0.49', original: 'NOK\u00a04.90' });
    // $123.45 = NOK 1,234.50 = KES 16,048.50, rounded half up.
    expect(shown('c', 'KES')).toEqual({ text: '≈ KES\u00a016,049', original: '$123.45' });
    // A choice the table has no rate for (GBP here) shows USD, the default.
    expect(shown('c', 'GBP')).toEqual({ text: '$123.45', original: null });
    // A trip plan of the three, per person: €80.40 + €0.392 + €98.76 = €179.552, added first, rounded once.
    expect(showTotal(found.map((s) => listedPriceOf(s)!), 'EUR', table)).toBe('≈ €180');
  });

  it('what a card shows lies within the label of the price filter that finds it, in every currency', async () => {
    const w = uniqueWord();
    // Around each USD bound: NOK 999.99 ($99.999), NOK 1,000 ($100), €399.99 ($499.99), KES 65,000 ($500), TZS 2,500,000 ($1,000).
    const prices: [number, string][] = [
      [99_999, 'NOK'],
      [100_000, 'NOK'],
      [39_999, 'EUR'],
      [6_500_000, 'KES'],
      [250_000_000, 'TZS'],
    ];
    for (const [minor, currency] of prices) await makeService(t.db, partner.id, { name: `${w} ${currency} ${minor}`, basePriceMinor: minor, currency });
    const table = await publicRates();
    const found: Record<string, string[]> = {};
    for (const range of Object.keys(PRICE_RANGE_BOUNDS_USD) as PriceRange[]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/services/search?search=${w}&priceRange=${encodeURIComponent(range)}` });
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json<ServiceSearchResponse>().services;
      found[range] = list.map((s) => s.name.replace(`${w} `, '')).sort();
      const [lo, hi] = PRICE_RANGE_BOUNDS_USD[range];
      for (const s of list) {
        for (const chosen of ['USD', 'EUR', 'KES', 'TZS', 'NOK']) {
          const label = convertedRangeLabel([lo, hi], PRICE_RANGE_CURRENCY, priceRangeLabels[range], chosen, table) ?? priceRangeLabels[range];
          const price = listedPriceOf(s)!;
          const shownAmount = Number(showPrice(price.amount, price.currency, chosen, table).text.replace(/[^\d.]/g, ''));
          const [labelLo, labelHi] = (label.split(' (')[0]!.match(/[\d,]+(\.\d+)?/g) ?? []).map((n) => Number(n.replace(/,/g, '')));
          expect(shownAmount, `${s.name} in ${chosen} under "${label}"`).toBeGreaterThanOrEqual(labelLo!);
          if (hi !== null) expect(shownAmount, `${s.name} in ${chosen} under "${label}"`).toBeLessThanOrEqual(labelHi!);
        }
      }
    }
    expect(found).toEqual({
      '0-100': ['NOK 99999'],
      '100-500': ['EUR 39999', 'NOK 100000'],
      '500-1000': ['KES 6500000'],
      '1000+': ['TZS 250000000'],
    });
    // The labels themselves, in this table: 100 USD = 80 EUR, 500 = 400, 1,000 = 800.
    expect(convertedRangeLabel(PRICE_RANGE_BOUNDS_USD['100-500'], 'USD', priceRangeLabels['100-500'], 'EUR', table)).toBe('€80 – €400 ($100 – $500)');
    expect(convertedRangeLabel(PRICE_RANGE_BOUNDS_USD['1000+'], 'USD', priceRangeLabels['1000+'], 'TZS', table)).toBe('TZS\u00a02,500,000+ ($1,000+)');
  });
});
