import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTexts, displayCurrencies, displayCurrencyServerTexts, DEFAULT_EXCHANGE_RATES } from '@mt/shared';
import { settings } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createPartner, createTraveller } from '../../test/factories';
import { forgetExchangeRates } from '../settings/exchange-rates.service';
import { findUserById } from './users.repository';

describe('PUT /api/users/me/display-currency', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Its own database: one test stores an exchange-rate table, which is global.
    t = await buildTestApp({ freshDatabase: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (token: string | null, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/users/me/display-currency', headers: token ? bearer(token) : {}, payload: payload as object });

  it('starts unset, keeps the choice and answers the user with it', async () => {
    const person = await createTraveller(t.app);
    expect(person.user.display_currency).toBeNull();
    const res = await put(person.token, { currency: 'EUR' });
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json())).toEqual(['user']);
    expect(res.json().user).toMatchObject({ id: person.user.id, email: person.email, display_currency: 'EUR' });
    expect((await findUserById(t.db, person.user.id))?.displayCurrency).toBe('EUR');
    expect((await put(person.token, { currency: 'TZS' })).json().user.display_currency).toBe('TZS');
  });

  it('comes back with the user at the next sign-in', async () => {
    const person = await createTraveller(t.app);
    await put(person.token, { currency: 'KES' });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: person.email, password: person.password } });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user.display_currency).toBe('KES');
  });

  it('changes only the caller, whatever their role', async () => {
    const [a, b] = [await createTraveller(t.app), await createTraveller(t.app)];
    await put(a.token, { currency: 'GBP' });
    expect((await findUserById(t.db, b.user.id))?.displayCurrency).toBeNull();
    for (const person of [await createPartner(t.app), await createAdmin(t.app)]) {
      expect((await put(person.token, { currency: 'MAD' })).json().user.display_currency).toBe('MAD');
    }
  });

  it('refuses a currency the exchange-rate table has no rate for, naming those it has', async () => {
    const person = await createTraveller(t.app);
    await put(person.token, { currency: 'NOK' });
    const res = await put(person.token, { currency: 'SEK' });
    expect(res.statusCode).toBe(400);
    const message = displayCurrencyServerTexts.unsupported(displayCurrencies(DEFAULT_EXCHANGE_RATES));
    expect(res.json()).toEqual({ message, errors: { currency: [message] } });
    expect(message).toContain('USD, EUR, GBP, KES, MAD, NOK, TZS, ZAR');
    expect((await findUserById(t.db, person.user.id))?.displayCurrency).toBe('NOK');
  });

  it.each([
    ['lower case', { currency: 'eur' }],
    ['four letters', { currency: 'EURO' }],
    ['digits', { currency: '123' }],
    ['a number', { currency: 978 }],
    ['null', { currency: null }],
    ['no currency', {}],
  ])('answers 400 for %s', async (_label, payload) => {
    const person = await createTraveller(t.app);
    const res = await put(person.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(displayCurrencyServerTexts.badCode);
    expect((await findUserById(t.db, person.user.id))?.displayCurrency).toBeNull();
  });

  it('answers 401 without a valid token, before reading the body', async () => {
    expect((await put(null, { currency: 'EUR' })).json()).toEqual({ message: authTexts.tokenMissing });
    expect((await put(null, { currency: 'nope' })).statusCode).toBe(401);
    expect((await put('not-a-token', { currency: 'EUR' })).statusCode).toBe(401);
  });

  it('follows the table an admin stores: a currency added there can be chosen, one removed cannot', async () => {
    const person = await createTraveller(t.app);
    const table = { base: 'NOK', rates: { NOK: 1, USD: 0.094, SEK: 1.02 } };
    await t.db.insert(settings).values({ key: 'exchange_rates', value: table }).onConflictDoUpdate({ target: settings.key, set: { value: table } });
    forgetExchangeRates(t.db);
    try {
      expect((await put(person.token, { currency: 'SEK' })).json().user.display_currency).toBe('SEK');
      const refused = await put(person.token, { currency: 'EUR' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(displayCurrencyServerTexts.unsupported(['USD', 'NOK', 'SEK']));
    } finally {
      await t.db.delete(settings);
      forgetExchangeRates(t.db);
    }
  });
});
