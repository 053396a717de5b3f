import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_EXCHANGE_RATES,
  EXCHANGE_RATE_CURRENCIES,
  exchangeRatesTexts as texts,
  type AdminExchangeRates,
  type PublicSettings,
  type ServiceSearchResponse,
} from '@mt/shared';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createPartner, createTraveller } from '../../test/factories';
import { makePartner, makeService, uniqueWord } from '../services/testing/catalogue-fixtures';
import { getExchangeRates } from './exchange-rates.service';

const URL = '/api/admin/settings/exchange-rates';
/** A whole valid table against USD: 1 USD = 0.5 EUR makes a price in euros twice as dear in dollars. */
const TABLE = { base: 'USD', rates: { USD: 1, EUR: 0.5, GBP: 0.8, KES: 130, MAD: 10, NOK: 10, TZS: 2500, ZAR: 18 } };
const withRates = (rates: Record<string, unknown>) => ({ base: 'USD', rates: { ...TABLE.rates, ...rates } });
const without = (currency: string) => ({ base: 'USD', rates: Object.fromEntries(Object.entries(TABLE.rates).filter(([c]) => c !== currency)) });

// The table is global to a database: this file has one of its own.
describe('the admin’s exchange-rate table (GET and PUT /api/admin/settings/exchange-rates)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp({ freshDatabase: true });
    await t.app.ready();
    admin = (await createAdmin(t.app)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (token: string | null) => t.app.inject({ method: 'GET', url: URL, headers: token ? bearer(token) : {} });
  const put = (token: string | null, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: URL, headers: token ? bearer(token) : {}, payload: payload as object });
  const publicRates = async () => (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json<PublicSettings>().exchange_rates;

  it('answers 401 without a session and 403 to travellers and partners, reading or writing, before looking at the body', async () => {
    const traveller = (await createTraveller(t.app)).token;
    const partner = (await createPartner(t.app)).token;
    expect((await get(null)).statusCode).toBe(401);
    expect((await put(null, TABLE)).statusCode).toBe(401);
    for (const token of [traveller, partner]) {
      expect((await get(token)).statusCode).toBe(403);
      expect((await put(token, TABLE)).statusCode).toBe(403);
      // A broken body still answers 403: who may call is decided first.
      expect((await put(token, { base: 'EUR' })).statusCode).toBe(403);
    }
    expect(await publicRates()).toEqual(DEFAULT_EXCHANGE_RATES);
  });

  it('answers the default table against USD, never changed, until an admin stores one', async () => {
    const res = await get(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminExchangeRates>();
    expect(body.updated_at).toBeNull();
    expect(body.exchange_rates.base).toBe('USD');
    expect(Object.keys(body.exchange_rates.rates).sort()).toEqual([...EXCHANGE_RATE_CURRENCIES].sort());
    expect(body.exchange_rates.rates.USD).toBe(1);
    // The default is against NOK (1 NOK = 0.094 USD = 0.086 EUR): 1 USD = 10.6383 NOK = 0.914894 EUR, six digits.
    expect(body.exchange_rates.rates.NOK).toBe(10.6383);
    expect(body.exchange_rates.rates.EUR).toBe(0.914894);
  });

  it.each([
    ['a missing currency', without('KES'), 'rates.KES', texts.missing('KES')],
    ['a rate that is not a number', withRates({ EUR: '0.9' }), 'rates.EUR', texts.notANumber('EUR')],
    ['a rate of null', withRates({ GBP: null }), 'rates.GBP', texts.notANumber('GBP')],
    ['a rate of 0', withRates({ EUR: 0 }), 'rates.EUR', texts.outOfBounds('EUR', '0.0001', '100,000')],
    ['a negative rate', withRates({ ZAR: -18 }), 'rates.ZAR', texts.outOfBounds('ZAR', '0.0001', '100,000')],
    ['a rate below the lower bound', withRates({ GBP: 0.00009 }), 'rates.GBP', texts.outOfBounds('GBP', '0.0001', '100,000')],
    ['a rate above the upper bound', withRates({ TZS: 100_001 }), 'rates.TZS', texts.outOfBounds('TZS', '0.0001', '100,000')],
    ['a USD rate other than 1', withRates({ USD: 1.1 }), 'rates.USD', texts.usdIsOne],
    ['another base', { ...TABLE, base: 'NOK' }, 'base', texts.base],
    ['an unknown currency', withRates({ XAU: 0.0004 }), 'rates', texts.unknown(['XAU'], [...EXCHANGE_RATE_CURRENCIES])],
    ['a key that is not a currency', withRates({ __proto__x: 1 }), 'rates', texts.unknown(['__proto__x'], [...EXCHANGE_RATE_CURRENCIES])],
    ['a field beside the table', { ...TABLE, note: 'x' }, '_', null],
  ])('refuses %s with 400 naming the field, and keeps the table', async (_label, body, field, message) => {
    const before = (await get(admin)).json<AdminExchangeRates>();
    const res = await put(admin, body);
    expect(res.statusCode, res.body).toBe(400);
    const answer = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(Object.keys(answer.errors)).toContain(field);
    if (message) {
      expect(answer.errors[field]).toContain(message);
      expect(answer.message).toBe(message);
    }
    expect((await get(admin)).json()).toEqual(before);
  });

  it.each([
    ['no table at all', null],
    ['a list', [1, 2]],
    ['rates that are not a table', { base: 'USD', rates: 'EUR 0.9' }],
  ])('refuses %s with 400', async (_label, body) => {
    const res = await put(admin, body);
    expect(res.statusCode, res.body).toBe(400);
  });

  it('stores a valid table: the answer, the public settings and the search use it at once', async () => {
    // NOK 1,000 at the old rates (the default, 1 NOK = 0.094 USD) is $94: under $100.
    // At 1 USD = 5 NOK it is $200: between $100 and $500. €150 at 1 USD = 0.5 EUR is $300.
    const partner = await makePartner(t.app, 'active');
    const w = uniqueWord();
    await makeService(t.db, partner.id, { name: `${w} nok`, basePriceMinor: 100_000, currency: 'NOK' });
    await makeService(t.db, partner.id, { name: `${w} eur`, basePriceMinor: 15_000, currency: 'EUR' });
    const search = async (range: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/services/search?search=${w}&priceRange=${range}` });
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json<ServiceSearchResponse>()
        .services.map((s) => s.name)
        .sort();
    };
    // Read once before, so this instance has the old table in its cache: the save must clear it.
    expect(await search('0-100')).toEqual([`${w} nok`]);
    expect(await getExchangeRates(t.db)).toEqual(DEFAULT_EXCHANGE_RATES);

    const saved = await put(admin, withRates({ NOK: 5 }));
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json<AdminExchangeRates>();
    expect(body.exchange_rates).toEqual(withRates({ NOK: 5 }));
    expect(Date.now() - Date.parse(body.updated_at!)).toBeLessThan(60_000);
    expect((await get(admin)).json()).toEqual(body);

    expect(await publicRates()).toEqual(withRates({ NOK: 5 }));
    expect(await search('0-100')).toEqual([]);
    expect(await search('100-500')).toEqual([`${w} eur`, `${w} nok`]);

    // A later save replaces the whole table and moves the time on.
    const again = await put(admin, withRates({ NOK: 5, EUR: 2 }));
    expect(again.json<AdminExchangeRates>().exchange_rates.rates.EUR).toBe(2);
    expect(Date.parse(again.json<AdminExchangeRates>().updated_at!)).toBeGreaterThanOrEqual(Date.parse(body.updated_at!));
    // €150 at 1 USD = 2 EUR is $75.
    expect(await search('0-100')).toEqual([`${w} eur`]);
  });
});
