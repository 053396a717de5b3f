import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PRICE_RANGE_BOUNDS_USD, SEARCH_PRICE_RANGES, type ServiceSearchResponse } from '@mt/shared';
import { searchPriceBounds, services, settings } from '../../db/schema';
import { boundsPerCurrency } from '../../lib/currency';
import { forgetExchangeRates, getExchangeRates } from '../settings/exchange-rates.service';
import { buildTestApp, type TestApp } from '../../test/app';
import { PRICE_RANGES_JOB } from '../../jobs/sync-price-ranges.job';
import { makePartner, makeService, uniqueWord, type TestPartner } from '../services/testing/catalogue-fixtures';
import { priceRangeBounds, priceRangesIndexed, syncPriceRanges } from './search-price-ranges';

// 1 NOK = 0.1 USD = 0.08 EUR: 100 USD = 1,000 NOK = 80 EUR.
const RATES = { base: 'NOK', rates: { NOK: 1, USD: 0.1, EUR: 0.08 } };
// EUR doubled in value: 100 USD = 40 EUR.
const DEARER_EUR = { base: 'NOK', rates: { NOK: 1, USD: 0.1, EUR: 0.04 } };

describe('services’ price ranges, kept in step with the exchange rates', () => {
  let t: TestApp;
  let partner: TestPartner;

  const storeRates = async (value: typeof RATES) => {
    await t.db.insert(settings).values({ key: 'exchange_rates', value }).onConflictDoUpdate({ target: settings.key, set: { value } });
    forgetExchangeRates(t.db);
  };
  const rangeOf = async (id: number) => (await t.db.select({ r: services.priceRange }).from(services).where(eq(services.id, id)))[0]?.r;

  beforeAll(async () => {
    t = await buildTestApp();
    await storeRates(RATES);
    await t.app.ready();
    partner = await makePartner(t.app, 'active');
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores every range’s bounds per currency as boundsPerCurrency gives them, at start', async () => {
    const stored = await t.db.select().from(searchPriceBounds);
    expect(stored).toHaveLength(SEARCH_PRICE_RANGES.length * 3);
    SEARCH_PRICE_RANGES.forEach((range, i) => {
      for (const b of boundsPerCurrency(PRICE_RANGE_BOUNDS_USD[range], 'USD', RATES)) {
        const row = stored.find((r) => r.currency === b.currency && r.priceRange === i);
        expect({ min: Number(row?.minMinor), max: row?.maxMinor === null ? null : Number(row?.maxMinor) }, `${range} ${b.currency}`).toEqual({ min: b.min + 0, max: b.max });
      }
    });
    expect(await priceRangesIndexed(t.db, await getExchangeRates(t.db))).toBe(true);
    expect(await syncPriceRanges(t.db)).toBe(false);
  });

  it('sets a service’s range when it is written, at each bound, and recomputes a direct write to it', async () => {
    const at = async (basePriceMinor: number | null, currency = 'NOK') => rangeOf((await makeService(t.db, partner.id, { basePriceMinor, currency })).id);
    // 100 USD = 1,000.00 NOK: the lower bound belongs to the range, the upper one to the next.
    expect(await at(99_999)).toBe(0);
    expect(await at(100_000)).toBe(1);
    expect(await at(499_999)).toBe(1);
    expect(await at(500_000)).toBe(2);
    expect(await at(1_000_000)).toBe(3);
    expect(await at(8_000, 'EUR')).toBe(1);
    expect(await at(null)).toBeNull();
    expect(await at(10_000, 'GBP')).toBeNull(); // no rate
    const s = await makeService(t.db, partner.id, { basePriceMinor: 50_000, currency: 'NOK' });
    await t.db.update(services).set({ basePriceMinor: 20_000, currency: 'USD' }).where(eq(services.id, s.id));
    expect(await rangeOf(s.id)).toBe(1);
    await t.db.update(services).set({ priceRange: 3 }).where(eq(services.id, s.id));
    expect(await rangeOf(s.id)).toBe(1);
  });

  it('follows new rates once synced, and until then searches check each row’s price', async () => {
    const w = uniqueWord();
    const eur = await makeService(t.db, partner.id, { name: `${w} eur`, basePriceMinor: 6_000, currency: 'EUR' }); // 75 USD, then 150
    const nok = await makeService(t.db, partner.id, { name: `${w} nok`, basePriceMinor: 150_000, currency: 'NOK' }); // 150 USD
    const search = async (priceRange: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/services/search?search=${w}&priceRange=${priceRange}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ServiceSearchResponse>().services.map((s) => s.name).sort();
    };
    expect(await search('0-100')).toEqual([`${w} eur`]);
    expect(await search('100-500')).toEqual([`${w} nok`]);
    try {
      await storeRates(DEARER_EUR);
      // Not synced: the stored ranges are those of the old rates, so a search does not use them.
      expect(await rangeOf(eur.id)).toBe(0);
      expect(await priceRangesIndexed(t.db, await getExchangeRates(t.db))).toBe(false);
      expect(await search('0-100')).toEqual([]);
      expect(await search('100-500')).toEqual([`${w} eur`, `${w} nok`]);
      // The job brings them in step; only rows whose range changed are written.
      const before = await t.db.select({ id: services.id, xmin: sql<string>`xmin::text` }).from(services).where(eq(services.id, nok.id));
      expect(await t.app.scheduler.runNow(PRICE_RANGES_JOB)).toEqual({ ran: true, result: true });
      expect(await rangeOf(eur.id)).toBe(1);
      const after = await t.db.select({ id: services.id, xmin: sql<string>`xmin::text` }).from(services).where(eq(services.id, nok.id));
      expect(after).toEqual(before);
      expect(await priceRangesIndexed(t.db, await getExchangeRates(t.db))).toBe(true);
      expect(await search('0-100')).toEqual([]);
      expect(await search('100-500')).toEqual([`${w} eur`, `${w} nok`]);
    } finally {
      await storeRates(RATES);
      await syncPriceRanges(t.db);
    }
    expect(await rangeOf(eur.id)).toBe(0);
  });

  it('until synced, checks each row against both bounds of the range, the open one included', async () => {
    const w = uniqueWord();
    // At DEARER_EUR: 499.975, 500 and 1,000 USD. At RATES, when they are written, all three are in 100-500.
    await makeService(t.db, partner.id, { name: `${w} below 500`, basePriceMinor: 19_999, currency: 'EUR' });
    await makeService(t.db, partner.id, { name: `${w} 500`, basePriceMinor: 20_000, currency: 'EUR' });
    await makeService(t.db, partner.id, { name: `${w} 1000`, basePriceMinor: 40_000, currency: 'EUR' });
    const search = async (priceRange: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/services/search?${new URLSearchParams({ search: w, priceRange })}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ServiceSearchResponse>().services.map((s) => s.name);
    };
    try {
      await storeRates(DEARER_EUR);
      expect(await priceRangesIndexed(t.db, await getExchangeRates(t.db))).toBe(false);
      // The upper bound belongs to the next range; each range is a statement of its own (closed, open).
      expect(await search('100-500')).toEqual([`${w} below 500`]);
      expect(await search('500-1000')).toEqual([`${w} 500`]);
      expect(await search('1000+')).toEqual([`${w} 1000`]);
      expect(await search('100-500')).toEqual([`${w} below 500`]);
    } finally {
      await storeRates(RATES);
      await syncPriceRanges(t.db);
    }
  });

  it('computes the bounds of every range for every currency of the rates', () => {
    const bounds = priceRangeBounds(RATES);
    expect(bounds.filter((b) => b.currency === 'NOK')).toEqual([
      { currency: 'NOK', priceRange: 0, minMinor: 0, maxMinor: 100_000 },
      { currency: 'NOK', priceRange: 1, minMinor: 100_000, maxMinor: 500_000 },
      { currency: 'NOK', priceRange: 2, minMinor: 500_000, maxMinor: 1_000_000 },
      { currency: 'NOK', priceRange: 3, minMinor: 1_000_000, maxMinor: null },
    ]);
    expect(new Set(bounds.map((b) => b.currency))).toEqual(new Set(['NOK', 'USD', 'EUR']));
  });
});
