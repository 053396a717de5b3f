import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cancellationTexts, tripTexts, type PaymentPart } from '@mt/shared';
import { preferences } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createTraveller, type Person } from '../../test/factories';
import { confirmCard, endsToday, inDays, journey, setStatus, type Journey } from './testing/journey';

/**
 * GET /api/trips/{id}/cancellation (issue 18 section 3, docs/decisions/0014) with the default terms:
 * 20 % deposit; 60+ days: 100 % keeping the deposit, 30: 50 %, 14: 25 %, under 14: nothing.
 */
describe('cancellation quote', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (tripId: number, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/trips/${tripId}/cancellation`, ...(token ? { headers: bearer(token) } : {}) });
  const payPart = async (j: Journey, part: PaymentPart) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/pay`, headers: bearer(j.traveller.token), payload: { part } });
    expect((await confirmCard(t.app, res.json().clientSecret)).json().status).toBe('succeeded');
  };
  /** The departure moves, not the clock: the quote counts from today. */
  const departIn = (j: Journey, days: number) => t.db.update(preferences).set({ departureDate: inDays(days) }).where(eq(preferences.id, j.preferenceId));
  const quoteAt = async (j: Journey, days: number) => {
    await departIn(j, days);
    const res = await get(j.tripId, j.traveller.token);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const far = () => journey(t.app, 'proposed', { admin, total: 25_000, preference: { departure_date: inDays(120) } });

  it('answers 401 without a token, 403 for an admin, 404 for no trip and alike for another traveller', async () => {
    const j = await far();
    expect((await get(j.tripId)).statusCode).toBe(401);
    const other = await createTraveller(t.app);
    const notTheirs = await get(j.tripId, other.token);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({ message: tripTexts.tripNotFound });
    expect((await get(j.tripId, admin.token)).statusCode).toBe(403);
    const missing = await get(999_999, j.traveller.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: tripTexts.tripNotFound });
  });

  it('an unpaid proposal: nothing to refund and no fee, under the tier of its notice', async () => {
    const j = await far();
    expect(await quoteAt(j, 120)).toEqual({
      refund: 0,
      fee: 0,
      currency: 'NOK',
      days_before_departure: 120,
      tier: { min_days_before_departure: 60, refund_percent: 100, keeps_deposit: true, label: '60 days or more before departure: Everything but the deposit' },
    });
  });

  it('a deposit-paid trip: the deposit is kept 60+ days ahead, half or a quarter of it back closer in, nothing under 14 days', async () => {
    const j = await far();
    await payPart(j, 'deposit');
    expect(await quoteAt(j, 120)).toMatchObject({ refund: 0, fee: 5000, currency: 'NOK', days_before_departure: 120, tier: { min_days_before_departure: 60 } });
    expect(await quoteAt(j, 59)).toMatchObject({ refund: 2500, fee: 2500, days_before_departure: 59, tier: { min_days_before_departure: 30, refund_percent: 50 } });
    expect(await quoteAt(j, 20)).toMatchObject({ refund: 1250, fee: 3750, tier: { min_days_before_departure: 14, label: '14–29 days before departure: 25 % of what you paid' } });
    expect(await quoteAt(j, 13)).toMatchObject({ refund: 0, fee: 5000, tier: { min_days_before_departure: 0 } });
  });

  it('a trip paid in full after its deposit: everything but the deposit 60+ days ahead, then the shares of the whole', async () => {
    const j = await far();
    await payPart(j, 'deposit');
    await payPart(j, 'balance');
    expect(await quoteAt(j, 60)).toMatchObject({ refund: 20_000, fee: 5000, days_before_departure: 60 });
    expect(await quoteAt(j, 30)).toMatchObject({ refund: 12_500, fee: 12_500 });
    expect(await quoteAt(j, 14)).toMatchObject({ refund: 6250, fee: 18_750 });
  });

  it('a trip paid in one charge keeps a deposit at today\'s percent 60+ days ahead, like a deposit-paid one', async () => {
    const j = await journey(t.app, 'paid', { admin, total: 25_000 });
    expect(await quoteAt(j, 90)).toMatchObject({ refund: 20_000, fee: 5000, tier: { keeps_deposit: true } });
    expect(await quoteAt(j, 29)).toMatchObject({ refund: 6250, fee: 18_750 });
    expect(await quoteAt(j, 0)).toMatchObject({ refund: 0, fee: 25_000, days_before_departure: 0 });
    expect(await quoteAt(j, -2)).toMatchObject({ refund: 0, fee: 25_000, days_before_departure: -2, tier: { min_days_before_departure: 0 } });
  });

  it('answers 409 for a trip waiting for completion, completed or cancelled', async () => {
    const pending = await journey(t.app, 'paid', { admin });
    await endsToday(t.app, pending.tripId);
    expect((await t.app.inject({ method: 'PUT', url: `/api/trips/${pending.tripId}/traveller-complete`, headers: bearer(pending.traveller.token) })).statusCode).toBe(200);
    const completed = await journey(t.app, 'completed', { admin });
    const cancelled = await journey(t.app, 'paid', { admin });
    expect((await setStatus(t.app, admin.token, cancelled.tripId, 'cancelled')).statusCode).toBe(200);
    for (const j of [pending, completed, cancelled]) {
      const res = await get(j.tripId, j.traveller.token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: cancellationTexts.notCancellable });
    }
  });
});
