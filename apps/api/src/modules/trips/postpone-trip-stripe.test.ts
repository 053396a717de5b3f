import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { payments, preferences, refunds, tripPostponements, trips } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, type Person } from '../../test/factories';
import { fakeStripeApi, signedEvent, STRIPE_TEST_ENV } from '../billing/testing/fake-stripe';
import { inDays, journey } from './testing/journey';

/** The postponement fee through Stripe (offline SDK, signed webhooks): replays change nothing twice (docs/decisions/0016). */
describe('postponement with Stripe', () => {
  let t: TestApp;
  let admin: Person;
  let stripe: ReturnType<typeof fakeStripeApi>;
  beforeAll(async () => {
    stripe = fakeStripeApi();
    t = await buildTestApp({ env: STRIPE_TEST_ENV, payments: stripe.provider });
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const ledger = (tripId: number) => t.db.select().from(payments).where(eq(payments.tripId, tripId)).orderBy(payments.id);
  const departure = async (preferenceId: number) => (await t.db.select().from(preferences).where(eq(preferences.id, preferenceId)))[0]!.departureDate;
  const deliver = (event: { payload: string; signature: string }) =>
    t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: event.payload, headers: { 'content-type': 'application/json', 'stripe-signature': event.signature } });
  const succeeded = (id: string, amount: number) => signedEvent('payment_intent.succeeded', { id, object: 'payment_intent', amount, currency: 'nok', status: 'succeeded' });
  const postpone = (token: string, tripId: number, date: string) =>
    t.app.inject({ method: 'POST', url: `/api/trips/${tripId}/postpone`, headers: bearer(token), payload: { departure_date: date } });

  /** A trip paid in full through a Stripe webhook. */
  async function paidTrip(days = 120) {
    const j = await journey(t.app, 'proposed', { admin, total: 25_000, preference: { departure_date: inDays(days) } });
    await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/pay`, headers: bearer(j.traveller.token) });
    const [full] = await ledger(j.tripId);
    await deliver(succeeded(full!.providerPaymentId, 2_500_000));
    return j;
  }

  it('creates the fee intent with its key and the new date in its metadata; a replayed or re-sent success moves the trip once', async () => {
    const j = await paidTrip();
    const res = await postpone(j.traveller.token, j.tripId, inDays(200));
    expect(res.json().payment).toMatchObject({ provider: 'stripe', amount: 1000, currency: 'NOK' });
    const fee = (await ledger(j.tripId))[1]!;
    const create = stripe.requests.find((r) => r.path === '/v1/payment_intents' && r.form.get('metadata[part]') === 'postponement_fee' && r.form.get('metadata[trip_id]') === String(j.tripId))!;
    expect(create.form.get('amount')).toBe('100000');
    expect(create.form.get('metadata[departure_date]')).toBe(inDays(200));
    expect(create.idempotencyKey).toBe(`trip-${j.tripId}-payment-2`);

    const event = succeeded(fee.providerPaymentId, 100_000);
    expect((await deliver(event)).json().result).toBe('applied');
    const moved = (await t.db.select().from(trips).where(eq(trips.id, j.tripId)))[0]!;
    expect(moved.postponedFrom).toBe(inDays(120));
    expect(await departure(j.preferenceId)).toBe(inDays(200));
    // The same event again, and the same success under another event id: nothing moves twice.
    expect((await deliver(event)).json().result).toBe('duplicate');
    expect((await deliver(succeeded(fee.providerPaymentId, 100_000))).json().result).toBe('applied');
    expect(await departure(j.preferenceId)).toBe(inDays(200));
    expect((await t.db.select().from(trips).where(eq(trips.id, j.tripId)))[0]!.postponedAt).toEqual(moved.postponedAt);
    // A late failure of the paid fee never undoes it.
    await deliver(signedEvent('payment_intent.payment_failed', { id: fee.providerPaymentId, object: 'payment_intent', amount: 100_000, status: 'requires_payment_method' }));
    expect((await ledger(j.tripId)).map((p) => p.status)).toEqual(['succeeded', 'succeeded']);
  });

  it('a fee that succeeds for a charge a newer request replaced is refunded at Stripe with its key, once; the charge.refunded that follows is a no-op', async () => {
    const j = await paidTrip();
    await postpone(j.traveller.token, j.tripId, inDays(200));
    await postpone(j.traveller.token, j.tripId, inDays(210));
    const [, older, newer] = await ledger(j.tripId);
    expect([older!.status, newer!.status]).toEqual(['canceled', 'requires_payment_method']);
    // Stripe took the older one anyway (the cancel crossed the customer's confirmation).
    expect((await deliver(succeeded(older!.providerPaymentId, 100_000))).json().result).toBe('applied');
    const refundCalls = stripe.requests.filter((r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === older!.providerPaymentId);
    expect(refundCalls.map((r) => [r.form.get('amount'), r.idempotencyKey])).toEqual([['100000', `refund-payment-${older!.id}`]]);
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, older!.id))).toMatchObject([{ amountMinor: 100_000, reason: 'postponement' }]);
    expect(await departure(j.preferenceId)).toBe(inDays(120));

    const refunded = signedEvent('charge.refunded', { id: 'ch_fee', object: 'charge', payment_intent: older!.providerPaymentId, refunded: true, amount: 100_000, amount_refunded: 100_000 });
    expect((await deliver(refunded)).json().result).toBe('applied');
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, older!.id))).toHaveLength(1);
    expect((await t.db.select().from(trips).where(eq(trips.id, j.tripId)))[0]).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });

    // The newer charge still moves the trip to its own date.
    await deliver(succeeded(newer!.providerPaymentId, 100_000));
    expect(await departure(j.preferenceId)).toBe(inDays(210));
  });

  it('a fee refunded in the Stripe Dashboard is recorded and leaves the trip as it is', async () => {
    const j = await paidTrip();
    await postpone(j.traveller.token, j.tripId, inDays(200));
    const fee = (await ledger(j.tripId))[1]!;
    await deliver(succeeded(fee.providerPaymentId, 100_000));
    const dashboard = signedEvent('charge.refunded', {
      id: 'ch_fee_d',
      object: 'charge',
      payment_intent: fee.providerPaymentId,
      refunded: true,
      amount: 100_000,
      amount_refunded: 100_000,
      refunds: { data: [{ id: 're_fee_dashboard' }] },
    });
    await deliver(dashboard);
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, fee.id))).toMatchObject([{ providerRefundId: 're_fee_dashboard', reason: 'provider' }]);
    expect((await t.db.select().from(trips).where(eq(trips.id, j.tripId)))[0]).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await departure(j.preferenceId)).toBe(inDays(200));
  });
  it('a fee the sandbox took before the switch to Stripe is not refunded at Stripe: an admin is told in the log, and refunds by hand', async () => {
    const j = await paidTrip();
    await postpone(j.traveller.token, j.tripId, inDays(200));
    const fee = (await ledger(j.tripId))[1]!;
    // The postponement no longer applies (a newer request replaced it), and the ledger names the sandbox.
    await t.db.update(tripPostponements).set({ status: 'canceled' }).where(eq(tripPostponements.tripId, j.tripId));
    await t.db.update(payments).set({ provider: 'sandbox' }).where(eq(payments.id, fee.id));
    const error = vi.spyOn(t.app.log, 'error');
    try {
      await deliver(succeeded(fee.providerPaymentId, 100_000));
      expect(error).toHaveBeenCalledWith(
        { tripId: j.tripId, paymentId: fee.id, reason: 'a newer postponement request replaced this one.' },
        'postponement fee taken but not applicable, and no provider to refund it',
      );
    } finally {
      error.mockRestore();
    }
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === fee.providerPaymentId)).toEqual([]);
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, fee.id))).toEqual([]);
    expect(await t.db.select().from(tripPostponements).where(and(eq(tripPostponements.tripId, j.tripId), eq(tripPostponements.status, 'canceled')))).toHaveLength(1);
    expect(await departure(j.preferenceId)).toBe(inDays(120));
  });
});
