import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments, refunds, trips } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, type Person } from '../../test/factories';
import { fakeStripeApi, signedEvent, STRIPE_TEST_ENV } from '../billing/testing/fake-stripe';
import { inDays, journey, setStatus } from './testing/journey';

/** Deposit and balance through Stripe (offline SDK, signed webhooks): replays and refunds (docs/decisions/0013). */
describe('deposit and balance with Stripe', () => {
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

  const trip = async (id: number) => (await t.db.select().from(trips).where(eq(trips.id, id)))[0]!;
  const ledger = (tripId: number) => t.db.select().from(payments).where(eq(payments.tripId, tripId)).orderBy(payments.id);
  const deliver = (event: { payload: string; signature: string }) =>
    t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: event.payload, headers: { 'content-type': 'application/json', 'stripe-signature': event.signature } });
  const succeeded = (id: string, amount: number) => signedEvent('payment_intent.succeeded', { id, object: 'payment_intent', amount, currency: 'nok', status: 'succeeded' });
  const pay = async (token: string, tripId: number, part?: string) =>
    (await t.app.inject({ method: 'POST', url: `/api/trips/${tripId}/pay`, headers: bearer(token), ...(part ? { payload: { part } } : {}) })).json();

  it('creates each part as its own PaymentIntent with its own idempotency key; replayed webhooks change nothing twice', async () => {
    const j = await journey(t.app, 'proposed', { admin, total: 25_000, preference: { departure_date: inDays(120) } });
    expect(await pay(j.traveller.token, j.tripId, 'deposit')).toMatchObject({ provider: 'stripe', part: 'deposit', amount: 5000 });
    const [deposit] = await ledger(j.tripId);
    const create = stripe.requests.find((r) => r.path === '/v1/payment_intents' && r.form.get('metadata[trip_id]') === String(j.tripId))!;
    expect(create.form.get('amount')).toBe('500000');
    expect(create.form.get('metadata[part]')).toBe('deposit');
    expect(create.form.get('automatic_payment_methods[enabled]')).toBe('true');

    const depositEvent = succeeded(deposit!.providerPaymentId, 500_000);
    expect((await deliver(depositEvent)).json().result).toBe('applied');
    expect(await trip(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'deposit_paid' });
    // The same event again, and the same success under another event id (Stripe retries, out of order).
    expect((await deliver(depositEvent)).json().result).toBe('duplicate');
    expect((await deliver(succeeded(deposit!.providerPaymentId, 500_000))).json().result).toBe('applied');
    expect(await trip(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'deposit_paid' });

    expect(await pay(j.traveller.token, j.tripId)).toMatchObject({ part: 'balance', amount: 20_000 });
    const balance = (await ledger(j.tripId))[1]!;
    const keys = stripe.requests.filter((r) => r.path === '/v1/payment_intents' && r.form.get('metadata[trip_id]') === String(j.tripId)).map((r) => r.idempotencyKey);
    expect(keys).toEqual([`trip-${j.tripId}-payment-1`, `trip-${j.tripId}-payment-2`]);
    const balanceEvent = succeeded(balance.providerPaymentId, 2_000_000);
    await deliver(balanceEvent);
    expect(await trip(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect((await deliver(balanceEvent)).json().result).toBe('duplicate');
    // A late deposit event after the balance never moves the trip back.
    await deliver(succeeded(deposit!.providerPaymentId, 500_000));
    expect(await trip(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    // A late failure of the paid deposit never undoes it either.
    await deliver(signedEvent('payment_intent.payment_failed', { id: deposit!.providerPaymentId, object: 'payment_intent', amount: 500_000, status: 'requires_payment_method' }));
    expect((await ledger(j.tripId)).map((p) => p.status)).toEqual(['succeeded', 'succeeded']);

    // Cancelling refunds both charges, each with its own key; Stripe's charge.refunded events are then no-ops.
    expect((await setStatus(t.app, admin.token, j.tripId, 'cancelled')).statusCode).toBe(200);
    const refundCalls = stripe.requests.filter((r) => r.path === '/v1/refunds' && [deposit!.providerPaymentId, balance.providerPaymentId].includes(r.form.get('payment_intent')!));
    expect(refundCalls.map((r) => [r.form.get('payment_intent'), r.form.get('amount'), r.idempotencyKey])).toEqual([
      [deposit!.providerPaymentId, '500000', `refund-payment-${deposit!.id}`],
      [balance.providerPaymentId, '2000000', `refund-payment-${balance.id}`],
    ]);
    const refunded = signedEvent('charge.refunded', { id: 'ch_d', object: 'charge', payment_intent: deposit!.providerPaymentId, refunded: true, amount: 500_000, amount_refunded: 500_000 });
    expect((await deliver(refunded)).json().result).toBe('applied');
    expect(await t.db.select().from(refunds).where(eq(refunds.tripId, j.tripId))).toHaveLength(2);
    expect(await trip(j.tripId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });

  it('switching from the deposit to the full price cancels the deposit intent at Stripe', async () => {
    const j = await journey(t.app, 'proposed', { admin, total: 25_000, preference: { departure_date: inDays(120) } });
    const deposit = await pay(j.traveller.token, j.tripId, 'deposit');
    const full = await pay(j.traveller.token, j.tripId, 'full');
    expect(full.clientSecret).not.toBe(deposit.clientSecret);
    const [first, second] = await ledger(j.tripId);
    expect(stripe.intents.get(first!.providerPaymentId)!.status).toBe('canceled');
    expect([first!.status, second!.status]).toEqual(['canceled', 'requires_payment_method']);
  });

  it('a full refund of the deposit made in the Stripe Dashboard cancels the trip and is recorded in the ledger', async () => {
    const j = await journey(t.app, 'proposed', { admin, total: 25_000, preference: { departure_date: inDays(120) } });
    await pay(j.traveller.token, j.tripId, 'deposit');
    const [deposit] = await ledger(j.tripId);
    await deliver(succeeded(deposit!.providerPaymentId, 500_000));
    const dashboard = signedEvent('charge.refunded', {
      id: 'ch_x',
      object: 'charge',
      payment_intent: deposit!.providerPaymentId,
      refunded: true,
      amount: 500_000,
      amount_refunded: 500_000,
      refunds: { data: [{ id: 're_dashboard_1' }] },
    });
    await deliver(dashboard);
    expect(await trip(j.tripId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect((await t.db.select().from(refunds).where(eq(refunds.tripId, j.tripId))).map((r) => [r.providerRefundId, r.amountMinor, r.reason])).toEqual([
      ['re_dashboard_1', 500_000, 'provider'],
    ]);
  });
});
