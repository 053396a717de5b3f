import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_TERMS_DEFAULT, REVEAL_DAYS_DEFAULT, authTexts, bookingTermsTexts } from '@mt/shared';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createPartner, createTraveller } from '../../test/factories';

// Settings are global to a database: every test that writes them gets a database of its own.
/** The money terms as GET /api/admin/settings answers them by default (docs/decisions/0013). */
const MONEY_DEFAULTS = {
  deposit_percent: BOOKING_TERMS_DEFAULT.deposit_percent,
  balance_due_days: BOOKING_TERMS_DEFAULT.balance_due_days,
  cancellation_tiers: BOOKING_TERMS_DEFAULT.cancellation_tiers,
  postponement_fee: BOOKING_TERMS_DEFAULT.postponement_fee,
  // The envelope's lead times (issue 19) answer with the other settings.
  envelope_weather_days: 14,
  envelope_packing_days: 10,
  envelope_region_days: 7,
};

describe('site settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const publicSettings = (app = t.app) => app.inject({ method: 'GET', url: '/api/settings/public' });
  const adminGet = (token: string | null, app = t.app) =>
    app.inject({ method: 'GET', url: '/api/admin/settings', headers: token ? bearer(token) : {} });
  const adminPut = (token: string | null, payload: unknown, app = t.app) =>
    app.inject({ method: 'PUT', url: '/api/admin/settings', headers: token ? bearer(token) : {}, payload: payload as object });

  async function withOwnDatabase(run: (own: TestApp, adminToken: string) => Promise<void>) {
    const own = await buildTestApp({ freshDatabase: true });
    try {
      await run(own, (await createAdmin(own.app)).token);
    } finally {
      await own.close();
    }
  }

  it('GET /api/settings/public answers the defaults to anyone, uncached', async () => {
    const res = await publicSettings();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      maintenance_mode: false,
      chat_widget_url: null,
      payments_mode: 'sandbox',
      stripe_publishable_key: null,
      // Issue 22: the rates every price is shown with (their own tests: display-rates.test.ts).
      exchange_rates: expect.objectContaining({ base: expect.any(String) }),
    });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('reports the chat widget and Stripe mode from the configuration', async () => {
    const configured = await buildTestApp({
      env: { CHAT_WIDGET_URL: 'https://chat.example.com/widget.js', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' },
    });
    try {
      const res = await publicSettings(configured.app);
      expect(res.json()).toEqual({
        maintenance_mode: false,
        chat_widget_url: 'https://chat.example.com/widget.js',
        payments_mode: 'stripe',
        stripe_publishable_key: 'pk_test_x',
        exchange_rates: expect.objectContaining({ base: expect.any(String) }),
      });
    } finally {
      await configured.close();
    }
  });

  it('GET /api/admin/settings answers the defaults to an admin', async () => {
    const admin = await createAdmin(t.app);
    const res = await adminGet(admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ maintenance_mode: false, reveal_days_before_departure: REVEAL_DAYS_DEFAULT, ...MONEY_DEFAULTS });
  });

  it('admin settings answer 401 without a token and 403 to travellers and partners', async () => {
    expect((await adminGet(null)).json()).toEqual({ message: authTexts.tokenMissing });
    expect((await adminGet(null)).statusCode).toBe(401);
    expect((await adminPut(null, { maintenance_mode: true })).statusCode).toBe(401);
    for (const person of [await createTraveller(t.app), await createPartner(t.app)]) {
      expect((await adminGet(person.token)).statusCode).toBe(403);
      const put = await adminPut(person.token, { maintenance_mode: true });
      expect(put.statusCode).toBe(403);
      expect(put.json()).toEqual({ message: authTexts.wrongRole });
    }
    expect((await publicSettings()).json().maintenance_mode).toBe(false);
  });

  it('PUT maintenance_mode true shows on the public settings, and false turns it off again', async () => {
    await withOwnDatabase(async (own, token) => {
      const res = await adminPut(token, { maintenance_mode: true }, own.app);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ maintenance_mode: true, reveal_days_before_departure: REVEAL_DAYS_DEFAULT, ...MONEY_DEFAULTS });
      expect((await publicSettings(own.app)).json().maintenance_mode).toBe(true);
      expect((await adminGet(token, own.app)).json().maintenance_mode).toBe(true);
      await adminPut(token, { maintenance_mode: false }, own.app);
      expect((await publicSettings(own.app)).json().maintenance_mode).toBe(false);
    });
  });

  it('PUT changes only the keys it is given, and both at once', async () => {
    await withOwnDatabase(async (own, token) => {
      expect((await adminPut(token, { reveal_days_before_departure: 7 }, own.app)).json()).toEqual({
        maintenance_mode: false,
        reveal_days_before_departure: 7,
        ...MONEY_DEFAULTS,
      });
      expect((await adminPut(token, { maintenance_mode: true, reveal_days_before_departure: 0 }, own.app)).json()).toEqual({
        maintenance_mode: true,
        reveal_days_before_departure: 0,
        ...MONEY_DEFAULTS,
      });
      expect((await adminGet(token, own.app)).json()).toEqual({ maintenance_mode: true, reveal_days_before_departure: 0, ...MONEY_DEFAULTS });
    });
  });

  describe('PUT with an invalid body', () => {
    // One database for the whole table: any case that stored something would fail its own last check.
    let own: TestApp;
    let token: string;
    beforeAll(async () => {
      own = await buildTestApp({ freshDatabase: true });
      token = (await createAdmin(own.app)).token;
    });
    afterAll(async () => {
      await own.close();
    });

    it.each([
      ['a string for maintenance_mode', { maintenance_mode: 'yes' }, 'maintenance_mode'],
      ['null for maintenance_mode', { maintenance_mode: null }, 'maintenance_mode'],
      ['reveal days above 60', { reveal_days_before_departure: 61 }, 'reveal_days_before_departure'],
      ['negative reveal days', { reveal_days_before_departure: -1 }, 'reveal_days_before_departure'],
      ['fractional reveal days', { reveal_days_before_departure: 2.5 }, 'reveal_days_before_departure'],
      ['reveal days as a string', { maintenance_mode: true, reveal_days_before_departure: '5' }, 'reveal_days_before_departure'],
      ['a deposit above 90 %', { deposit_percent: 91 }, 'deposit_percent'],
      ['a negative deposit', { deposit_percent: -5 }, 'deposit_percent'],
      ['a fractional deposit', { deposit_percent: 12.5 }, 'deposit_percent'],
      ['balance due 0 days before', { balance_due_days: 0 }, 'balance_due_days'],
      ['balance due 366 days before', { balance_due_days: 366 }, 'balance_due_days'],
      ['a negative postponement fee', { postponement_fee: -1 }, 'postponement_fee'],
      ['a postponement fee with 3 decimals', { postponement_fee: 10.005 }, 'postponement_fee'],
      ['tiers without a 0-day row', { cancellation_tiers: [{ min_days_before_departure: 30, refund_percent: 50 }] }, 'cancellation_tiers'],
      [
        'tiers with the same day twice',
        { cancellation_tiers: [{ min_days_before_departure: 0, refund_percent: 0 }, { min_days_before_departure: 0, refund_percent: 10 }] },
        'cancellation_tiers',
      ],
      ['a tier refunding 101 %', { cancellation_tiers: [{ min_days_before_departure: 0, refund_percent: 101 }] }, 'cancellation_tiers.0.refund_percent'],
      ['no tiers at all', { cancellation_tiers: [] }, 'cancellation_tiers'],
      ['an empty object', {}, null],
      ['only unknown keys', { theme: 'dark' }, null],
    ])('answers 400 for %s and stores nothing', async (_label, payload, field) => {
      const res = await adminPut(token, payload, own.app);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(typeof body.message).toBe('string');
      if (field) expect(Object.keys(body.errors)).toEqual([field]);
      else expect(body.message).toBe('Nothing to update.');
      expect((await adminGet(token, own.app)).json()).toEqual({ maintenance_mode: false, reveal_days_before_departure: REVEAL_DAYS_DEFAULT, ...MONEY_DEFAULTS });
    });

    it('names the broken tier rule', async () => {
      const res = await adminPut(token, { cancellation_tiers: [{ min_days_before_departure: 10, refund_percent: 50 }] }, own.app);
      expect(res.json().errors.cancellation_tiers).toEqual([bookingTermsTexts.tiersNeedZero]);
    });
  });

  it('stores the money terms, tiers sorted longest notice first, and the public booking terms follow', async () => {
    await withOwnDatabase(async (own, token) => {
      const before = await own.app.inject({ method: 'GET', url: '/api/settings/booking-terms' });
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual(BOOKING_TERMS_DEFAULT);
      const tiers = [
        { min_days_before_departure: 0, refund_percent: 0 },
        { min_days_before_departure: 90, refund_percent: 100, keeps_deposit: true },
        { min_days_before_departure: 21, refund_percent: 40 },
      ];
      const res = await adminPut(token, { deposit_percent: 30, balance_due_days: 60, postponement_fee: 750.5, cancellation_tiers: tiers }, own.app);
      expect(res.statusCode).toBe(200);
      const sorted = [
        { min_days_before_departure: 90, refund_percent: 100, keeps_deposit: true },
        { min_days_before_departure: 21, refund_percent: 40, keeps_deposit: false },
        { min_days_before_departure: 0, refund_percent: 0, keeps_deposit: false },
      ];
      expect(res.json()).toMatchObject({ deposit_percent: 30, balance_due_days: 60, postponement_fee: 750.5, cancellation_tiers: sorted });
      const terms = await own.app.inject({ method: 'GET', url: '/api/settings/booking-terms' });
      expect(terms.json()).toEqual({ ...BOOKING_TERMS_DEFAULT, deposit_percent: 30, balance_due_days: 60, postponement_fee: 750.5, cancellation_tiers: sorted });
      // 0 turns deposits off.
      expect((await adminPut(token, { deposit_percent: 0 }, own.app)).json().deposit_percent).toBe(0);
    });
  });
});
