import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BOOKING_TERMS_DEFAULT, tripTexts } from '@mt/shared';
import { outboxEmails, payments, preferences, refunds, trips } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, type Person } from '../../test/factories';
import { fakeStripeApi, signedEvent, STRIPE_TEST_ENV } from '../billing/testing/fake-stripe';
import { inDays, journey, type Journey } from './testing/journey';

/**
 * The traveller's cancellation when part of the price was taken by the other provider (the site
 * switched from the sandbox to Stripe; traveller-cancel.service.ts, docs/decisions/0015): Stripe
 * refunds only its own charges, and a quote it cannot cover with them answers 502 and writes nothing,
 * for an admin to refund by hand. A database of its own: a test changes the cancellation table.
 */
describe('the traveller cancels a trip whose charges are not all there to refund', () => {
  let t: TestApp;
  let admin: Person;
  let stripe: ReturnType<typeof fakeStripeApi>;
  beforeAll(async () => {
    stripe = fakeStripeApi();
    t = await buildTestApp({ env: STRIPE_TEST_ENV, payments: stripe.provider, freshDatabase: true });
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
  const cancel = (j: Journey, payload: object) => t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/cancel`, headers: bearer(j.traveller.token), payload });
  const setTiers = (tiers: unknown) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin.token), payload: { cancellation_tiers: tiers } });

  /** 25,000 NOK: the 5,000 deposit taken by the sandbox before the switch, the 20,000 balance by Stripe. */
  async function depositOnSandbox(): Promise<Journey> {
    const j = await journey(t.app, 'proposed', { admin, total: 25_000, preference: { departure_date: inDays(120) } });
    for (const [part, amount] of [['deposit', 500_000], ['balance', 2_000_000]] as const) {
      await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/pay`, headers: bearer(j.traveller.token), payload: { part } });
      const charge = (await ledger(j.tripId)).at(-1)!;
      await deliver(signedEvent('payment_intent.succeeded', { id: charge.providerPaymentId, object: 'payment_intent', amount, currency: 'nok', status: 'succeeded' }));
    }
    const [deposit] = await ledger(j.tripId);
    await t.db.update(payments).set({ provider: 'sandbox', providerPaymentId: `sandbox_pi_${j.tripId}_deposit` }).where(eq(payments.id, deposit!.id));
    expect(await tripRow(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    return j;
  }

  it('a refund Stripe’s own charges cover is made from them alone', async () => {
    const j = await depositOnSandbox();
    await t.db.update(preferences).set({ departureDate: inDays(45) }).where(eq(preferences.id, j.preferenceId));
    const res = await cancel(j, { expected_refund: 12_500 });
    expect(res.statusCode).toBe(200);
    const [deposit, balance] = await ledger(j.tripId);
    expect((await refundRows(j.tripId)).map((r) => [r.paymentId, r.amountMinor])).toEqual([[balance!.id, 1_250_000]]);
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === deposit!.providerPaymentId)).toEqual([]);
  });

  it('a refund that needs the sandbox’s deposit answers 502 and writes nothing', async () => {
    expect((await setTiers([{ min_days_before_departure: 0, refund_percent: 100 }])).statusCode).toBe(200);
    let j: Journey;
    try {
      j = await depositOnSandbox();
    } finally {
      await setTiers(BOOKING_TERMS_DEFAULT.cancellation_tiers);
    }
    const [deposit] = await ledger(j.tripId);
    const res = await cancel(j, { expected_refund: 25_000 });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: tripTexts.refundFailed });
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === deposit!.providerPaymentId)).toEqual([]);
    expect(await refundRows(j.tripId)).toEqual([]);
    expect(await tripRow(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', keptMinor: null });
    expect((await ledger(j.tripId)).map((p) => p.status)).toEqual(['succeeded', 'succeeded']);
    const mails = await t.db.select().from(outboxEmails).where(and(eq(outboxEmails.to, j.traveller.email), eq(outboxEmails.subject, `You cancelled mystery trip #${j.tripId}`)));
    expect(mails).toEqual([]);
  });
  it('a price charge partly refunded before (in the Stripe Dashboard) gives only what is left of it; the rest comes from the deposit', async () => {
    expect((await setTiers([{ min_days_before_departure: 0, refund_percent: 100 }])).statusCode).toBe(200);
    let j: Journey;
    try {
      j = await journey(t.app, 'proposed', { admin, total: 25_000, preference: { departure_date: inDays(120) } });
      for (const [part, amount] of [['deposit', 500_000], ['balance', 2_000_000]] as const) {
        await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/pay`, headers: bearer(j.traveller.token), payload: { part } });
        const charge = (await ledger(j.tripId)).at(-1)!;
        await deliver(signedEvent('payment_intent.succeeded', { id: charge.providerPaymentId, object: 'payment_intent', amount, currency: 'nok', status: 'succeeded' }));
      }
    } finally {
      await setTiers(BOOKING_TERMS_DEFAULT.cancellation_tiers);
    }
    const [deposit, balance] = await ledger(j.tripId);
    const dashboard = { id: `ch_part_${j.tripId}`, object: 'charge', payment_intent: balance!.providerPaymentId, refunded: false, amount: 2_000_000, amount_refunded: 1_500_000, refunds: { data: [{ id: `re_part_${j.tripId}` }] } };
    expect((await deliver(signedEvent('charge.refunded', dashboard))).statusCode).toBe(200);
    const res = await cancel(j, {});
    expect(res.statusCode).toBe(200);
    const refund = res.json().refund as number;
    expect(refund).toBeGreaterThan(5000);
    // 5,000 of the balance was left: all of it goes back, and the deposit gives the rest.
    expect((await refundRows(j.tripId)).filter((r) => r.reason === 'cancellation').map((r) => [r.paymentId, r.amountMinor])).toEqual([
      [balance!.id, 500_000],
      [deposit!.id, refund * 100 - 500_000],
    ]);
  });
});
