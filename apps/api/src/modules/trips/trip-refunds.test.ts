import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { formatMoney } from '@mt/shared';
import { outboxEmails, payments, refunds, trips } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, type Person } from '../../test/factories';
import { fakeStripeApi, signedEvent, STRIPE_TEST_ENV } from '../billing/testing/fake-stripe';
import { inDays, journey, setStatus, type Journey } from './testing/journey';

/**
 * The admin's cancellation refunds what is left of every succeeded charge (trip-refunds.ts,
 * docs/decisions/0015), through the fake Stripe so that each refund's amount and idempotency key are
 * seen: money already refunded elsewhere is not refunded twice, and a charge taken by another
 * provider is left to a refund by hand.
 */
describe("the admin's cancellation refunds what is left of each charge", () => {
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

  const tripRow = async (id: number) => (await t.db.select().from(trips).where(eq(trips.id, id)))[0]!;
  const ledger = (tripId: number) => t.db.select().from(payments).where(eq(payments.tripId, tripId)).orderBy(payments.id);
  const refundRows = (tripId: number) => t.db.select().from(refunds).where(eq(refunds.tripId, tripId)).orderBy(refunds.id);
  const deliver = (event: { payload: string; signature: string }) =>
    t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: event.payload, headers: { 'content-type': 'application/json', 'stripe-signature': event.signature } });
  const refundCalls = (intentIds: string[]) => stripe.requests.filter((r) => r.path === '/v1/refunds' && intentIds.includes(r.form.get('payment_intent')!));
  const cancelledMail = async (j: Journey) =>
    (await t.db.select().from(outboxEmails).where(and(eq(outboxEmails.to, j.traveller.email), eq(outboxEmails.subject, `Mystery trip #${j.tripId} was cancelled`))))[0]!.body;

  /** A 25,000 NOK trip with its 5,000 deposit and 20,000 balance paid through Stripe's webhooks. */
  async function depositAndBalance(): Promise<Journey> {
    const j = await journey(t.app, 'proposed', { admin, total: 25_000, preference: { departure_date: inDays(120) } });
    for (const [part, amount] of [['deposit', 500_000], ['balance', 2_000_000]] as const) {
      await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/pay`, headers: bearer(j.traveller.token), payload: { part } });
      const charge = (await ledger(j.tripId)).at(-1)!;
      await deliver(signedEvent('payment_intent.succeeded', { id: charge.providerPaymentId, object: 'payment_intent', amount, currency: 'nok', status: 'succeeded' }));
    }
    expect(await tripRow(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    return j;
  }

  it('refunds only what is left of a charge partly refunded before, under a key naming the charge; a charge refunded in full elsewhere is marked so with no call', async () => {
    const j = await depositAndBalance();
    const [deposit, balance] = await ledger(j.tripId);
    // 2,000 of the balance went back in the Stripe Dashboard (its charge.refunded recorded it)...
    const partial = { id: 'ch_partial', object: 'charge', payment_intent: balance!.providerPaymentId, refunded: false, amount: 2_000_000, amount_refunded: 200_000, refunds: { data: [{ id: `re_dash_${j.tripId}` }] } };
    expect((await deliver(signedEvent('charge.refunded', partial))).statusCode).toBe(200);
    // ...and the whole deposit too, recorded without its event cancelling the trip (a race with the admin).
    await t.db.insert(refunds).values({ paymentId: deposit!.id, tripId: j.tripId, provider: 'stripe', providerRefundId: `re_dep_${j.tripId}`, amountMinor: 500_000, currency: 'NOK', status: 'succeeded', reason: 'provider' });
    expect((await tripRow(j.tripId)).status).toBe('confirmed');

    expect((await setStatus(t.app, admin.token, j.tripId, 'cancelled')).statusCode).toBe(200);
    expect(refundCalls([deposit!.providerPaymentId, balance!.providerPaymentId]).map((r) => [r.form.get('payment_intent'), r.form.get('amount'), r.idempotencyKey])).toEqual([
      [balance!.providerPaymentId, '1800000', `refund-payment-${balance!.id}`],
    ]);
    const rows = await refundRows(j.tripId);
    expect(rows.map((r) => [r.paymentId, r.amountMinor, r.reason])).toEqual([
      [balance!.id, 200_000, 'provider'],
      [deposit!.id, 500_000, 'provider'],
      [balance!.id, 1_800_000, 'cancellation'],
    ]);
    expect((await ledger(j.tripId)).map((p) => p.status)).toEqual(['refunded', 'refunded']);
    expect(await tripRow(j.tripId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    // The traveller is told what this cancellation refunded: 18,000.
    expect(await cancelledMail(j)).toContain(`We have refunded ${formatMoney(18_000, 'NOK')} to your card`);
  });

  it('every charge already refunded in full: nothing is asked of Stripe, both are marked refunded, and trip and mail say it was refunded', async () => {
    const j = await depositAndBalance();
    const [deposit, balance] = await ledger(j.tripId);
    for (const charge of [deposit!, balance!]) {
      await t.db.insert(refunds).values({ paymentId: charge.id, tripId: j.tripId, provider: 'stripe', providerRefundId: `re_all_${charge.id}`, amountMinor: charge.amountMinor, currency: 'NOK', status: 'succeeded', reason: 'provider' });
    }
    expect((await setStatus(t.app, admin.token, j.tripId, 'cancelled')).statusCode).toBe(200);
    expect(refundCalls([deposit!.providerPaymentId, balance!.providerPaymentId])).toEqual([]);
    expect(await refundRows(j.tripId)).toHaveLength(2);
    expect((await ledger(j.tripId)).map((p) => p.status)).toEqual(['refunded', 'refunded']);
    expect(await tripRow(j.tripId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const mail = await cancelledMail(j);
    expect(mail).toContain(`Your payment had already been refunded: ${formatMoney(25_000, 'NOK')} went back to your card.`);
    expect(mail).not.toContain('No payment had been taken');
  });

  it('a succeeded charge of another provider (taken before the switch to Stripe) is neither refunded nor marked', async () => {
    const j = await depositAndBalance();
    const [sandbox] = await t.db
      .insert(payments)
      .values({ tripId: j.tripId, provider: 'sandbox', providerPaymentId: `sandbox_pi_${j.tripId}_fee`, amountMinor: 100_000, currency: 'NOK', status: 'succeeded', kind: 'postponement_fee' })
      .returning();
    expect((await setStatus(t.app, admin.token, j.tripId, 'cancelled')).statusCode).toBe(200);
    expect(refundCalls([sandbox!.providerPaymentId])).toEqual([]);
    expect((await refundRows(j.tripId)).map((r) => r.paymentId)).not.toContain(sandbox!.id);
    expect((await ledger(j.tripId)).map((p) => [p.provider, p.status])).toEqual([
      ['stripe', 'refunded'],
      ['stripe', 'refunded'],
      ['sandbox', 'succeeded'],
    ]);
    expect(await cancelledMail(j)).toContain(`We have refunded ${formatMoney(25_000, 'NOK')} to your card`);
  });
});
