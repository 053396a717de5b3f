import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOOKING_TERMS_DEFAULT, tripTexts } from '@mt/shared';
import { outboxEmails, payments, preferences, refunds, trips } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, type Person } from '../../test/factories';
import { ProviderError } from '../billing/payment-provider';
import { fakeStripeApi, signedEvent, STRIPE_TEST_ENV } from '../billing/testing/fake-stripe';
import { inDays, journey, setStatus, type Journey } from './testing/journey';

/**
 * The traveller's cancellation through Stripe (offline SDK, signed webhooks; docs/decisions/0015):
 * the partial refund's own charge.refunded events change nothing, a provider failure writes nothing,
 * a retried cancellation asks for the same refunds, postponement fees stay out of it.
 */
describe('the traveller cancels, with Stripe', () => {
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
  const refundRows = (tripId: number) => t.db.select().from(refunds).where(eq(refunds.tripId, tripId)).orderBy(refunds.id);
  const mailsTo = async (email: string) => (await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email))).length;
  const deliver = (event: { payload: string; signature: string }) =>
    t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: event.payload, headers: { 'content-type': 'application/json', 'stripe-signature': event.signature } });
  const succeeded = (id: string, amount: number) => signedEvent('payment_intent.succeeded', { id, object: 'payment_intent', amount, currency: 'nok', status: 'succeeded' });
  const cancel = (j: Journey, payload: object = {}) => t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/cancel`, headers: bearer(j.traveller.token), payload });
  const refundCalls = (intentIds: string[]) => stripe.requests.filter((r) => r.path === '/v1/refunds' && intentIds.includes(r.form.get('payment_intent')!));

  /** A 25,000 NOK trip with its 5,000 deposit and 20,000 balance paid through Stripe's webhooks. */
  async function depositAndBalance(): Promise<Journey> {
    const j = await journey(t.app, 'proposed', { admin, total: 25_000, preference: { departure_date: inDays(120) } });
    for (const [part, amount] of [['deposit', 500_000], ['balance', 2_000_000]] as const) {
      await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/pay`, headers: bearer(j.traveller.token), payload: { part } });
      const charge = (await ledger(j.tripId)).at(-1)!;
      await deliver(succeeded(charge.providerPaymentId, amount));
    }
    expect(await trip(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    return j;
  }

  it('refunds 12,500 of the balance with a key naming the charge and the amount; its charge.refunded, replayed, re-sent and late, changes nothing', async () => {
    const j = await depositAndBalance();
    await t.db.update(preferences).set({ departureDate: inDays(45) }).where(eq(preferences.id, j.preferenceId));
    const [deposit, balance] = await ledger(j.tripId);
    const res = await cancel(j, { expected_refund: 12_500 });
    expect(res.statusCode).toBe(200);
    const calls = refundCalls([deposit!.providerPaymentId, balance!.providerPaymentId]);
    expect(calls.map((r) => [r.form.get('payment_intent'), r.form.get('amount'), r.idempotencyKey])).toEqual([
      [balance!.providerPaymentId, '1250000', `cancel-trip-${j.tripId}-payment-${balance!.id}-1250000`],
    ]);
    const [row] = await refundRows(j.tripId);
    expect(row).toMatchObject({ paymentId: balance!.id, amountMinor: 1_250_000, reason: 'cancellation' });
    const after = { trip: await trip(j.tripId), ledger: await ledger(j.tripId), refunds: await refundRows(j.tripId), mails: await mailsTo(j.traveller.user.email) };
    expect(after.trip).toMatchObject({ status: 'cancelled', paymentStatus: 'partially_refunded', keptMinor: 1_250_000 });

    const ours = { id: 'ch_balance', object: 'charge', payment_intent: balance!.providerPaymentId, refunded: false, amount: 2_000_000, amount_refunded: 1_250_000, refunds: { data: [{ id: row!.providerRefundId }] } };
    const event = signedEvent('charge.refunded', ours);
    expect((await deliver(event)).json().result).toBe('applied');
    expect((await deliver(event)).json().result).toBe('duplicate');
    // Stripe re-sends it under another event id, and an older event (before our refund settled) arrives last.
    await deliver(signedEvent('charge.refunded', ours));
    await deliver(signedEvent('charge.refunded', { ...ours, amount_refunded: 0, refunds: { data: [] } }));
    // A late success of the balance after the cancellation moves nothing either.
    await deliver(succeeded(balance!.providerPaymentId, 2_000_000));
    expect({ trip: await trip(j.tripId), ledger: await ledger(j.tripId), refunds: await refundRows(j.tripId), mails: await mailsTo(j.traveller.user.email) }).toEqual(after);
  });

  it('a provider failure answers 502 and writes nothing; the trip can be cancelled once Stripe is back', async () => {
    const j = await depositAndBalance();
    const before = { ledger: await ledger(j.tripId), mails: await mailsTo(j.traveller.user.email) };
    stripe.setOutage(true);
    try {
      const res = await cancel(j, { expected_refund: 20_000 });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: tripTexts.refundFailed });
    } finally {
      stripe.setOutage(false);
    }
    expect(await trip(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', keptMinor: null });
    expect(await refundRows(j.tripId)).toEqual([]);
    expect({ ledger: await ledger(j.tripId), mails: await mailsTo(j.traveller.user.email) }).toEqual(before);
    expect((await cancel(j, { expected_refund: 20_000 })).statusCode).toBe(200);
  });

  it('a cancellation that failed half-way is retried with the same keys: the refund already made is not made twice', async () => {
    // Everything back at any notice, agreed when the first charge starts.
    await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin.token), payload: { cancellation_tiers: [{ min_days_before_departure: 0, refund_percent: 100 }] } });
    const j = await depositAndBalance();
    await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin.token), payload: { cancellation_tiers: BOOKING_TERMS_DEFAULT.cancellation_tiers } });
    const [deposit, balance] = await ledger(j.tripId);
    const original = stripe.provider.refundPayment.bind(stripe.provider);
    let calls = 0;
    // The balance's refund goes through at Stripe; the deposit's fails.
    stripe.provider.refundPayment = async (input) => {
      calls += 1;
      if (calls === 2) throw new ProviderError('Stripe is having a bad day.');
      return original(input);
    };
    try {
      expect((await cancel(j, { expected_refund: 25_000 })).statusCode).toBe(502);
      expect(await refundRows(j.tripId)).toEqual([]);
      const retry = await cancel(j, { expected_refund: 25_000 });
      expect(retry.statusCode).toBe(200);
    } finally {
      stripe.provider.refundPayment = original;
    }
    const keys = refundCalls([deposit!.providerPaymentId, balance!.providerPaymentId]).map((r) => r.idempotencyKey);
    expect(keys).toEqual([`cancel-trip-${j.tripId}-payment-${balance!.id}-2000000`, `cancel-trip-${j.tripId}-payment-${balance!.id}-2000000`, `cancel-trip-${j.tripId}-payment-${deposit!.id}-500000`]);
    const rows = await refundRows(j.tripId);
    expect(rows.map((r) => [r.paymentId, r.amountMinor])).toEqual([
      [balance!.id, 2_000_000],
      [deposit!.id, 500_000],
    ]);
    expect(new Set(rows.map((r) => r.providerRefundId)).size).toBe(2);
    expect(await trip(j.tripId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });

  /** A postponement fee charged through Stripe (the postponement itself is another feature's). */
  async function addPostponementFee(j: Journey): Promise<string> {
    const intent = await stripe.provider.createPaymentIntent({ amountMinor: 100_000, currency: 'NOK', metadata: { trip_id: String(j.tripId) }, idempotencyKey: `fee-${j.tripId}` });
    await t.db.insert(payments).values({ tripId: j.tripId, provider: 'stripe', providerPaymentId: intent.id, amountMinor: 100_000, currency: 'NOK', status: 'succeeded', kind: 'postponement_fee' });
    return intent.id;
  }

  it("the traveller's cancellation leaves a postponement fee alone: not in the quote, not refunded", async () => {
    const j = await depositAndBalance();
    const fee = await addPostponementFee(j);
    const quote = (await t.app.inject({ method: 'GET', url: `/api/trips/${j.tripId}/cancellation`, headers: bearer(j.traveller.token) })).json();
    expect(quote).toMatchObject({ refund: 20_000, fee: 5000 });
    expect((await cancel(j, { expected_refund: 20_000 })).statusCode).toBe(200);
    expect(refundCalls([fee])).toEqual([]);
    expect((await ledger(j.tripId)).find((p) => p.kind === 'postponement_fee')!.status).toBe('succeeded');
  });

  it("the admin's cancellation refunds everything, the postponement fee included", async () => {
    const j = await depositAndBalance();
    const fee = await addPostponementFee(j);
    expect((await setStatus(t.app, admin.token, j.tripId, 'cancelled')).statusCode).toBe(200);
    expect(refundCalls([fee]).map((r) => r.form.get('amount'))).toEqual(['100000']);
    expect((await refundRows(j.tripId)).reduce((n, r) => n + r.amountMinor, 0)).toBe(2_600_000);
    expect((await ledger(j.tripId)).map((p) => p.status)).toEqual(['refunded', 'refunded', 'refunded']);
    expect(await trip(j.tripId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });
});
