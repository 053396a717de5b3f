import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tripTexts } from '@mt/shared';
import { payments, trips } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createTraveller, type Person } from '../../test/factories';
import { fakeStripeApi, signedEvent, STRIPE_TEST_ENV } from '../billing/testing/fake-stripe';
import { makeTrip } from '../revenue/testing/trip-fixtures';
import { makePartner, makeService } from '../services/testing/catalogue-fixtures';
import { journey, setStatus, startPayment } from './testing/journey';

/**
 * A trip's charge and its settlement on cancellation (trip-payments.service.ts), over Stripe's offline
 * fake: what /pay does with the intent it finds at the provider, and which intents a cancellation
 * cancels or refunds.
 */
describe('trip payments', () => {
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
  beforeEach(() => stripe.setOutage(false));

  const pay = (token: string, tripId: number) => t.app.inject({ method: 'POST', url: `/api/trips/${tripId}/pay`, headers: bearer(token) });
  const tripRow = async (id: number) => (await t.db.select().from(trips).where(eq(trips.id, id)))[0]!;
  const paymentRows = (tripId: number) => t.db.select().from(payments).where(eq(payments.tripId, tripId)).orderBy(payments.id);
  const createRequests = (tripId: number) => stripe.requests.filter((r) => r.path === '/v1/payment_intents' && r.form.get('metadata[trip_id]') === String(tripId));
  const deliver = (event: { payload: string; signature: string }) =>
    t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: event.payload, headers: { 'content-type': 'application/json', 'stripe-signature': event.signature } });

  it('charges the trip’s total for its traveller, and answers the amount in the trip’s currency', async () => {
    const j = await journey(t.app, 'proposed', { admin, total: 1234.5 });
    const res = await pay(j.traveller.token, j.tripId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'stripe', amount: 1234.5, currency: 'NOK' });
    const [create] = createRequests(j.tripId);
    expect(create!.form.get('amount')).toBe('123450');
    expect(create!.form.get('metadata[traveller_id]')).toBe(String(j.traveller.user.id));
  });

  it('answers 409 already paid when the intent succeeded at Stripe before its webhook arrived', async () => {
    const j = await journey(t.app, 'proposed', { admin });
    await startPayment(t.app, j.traveller.token, j.tripId);
    const [row] = await paymentRows(j.tripId);
    stripe.intents.get(row!.providerPaymentId)!.status = 'succeeded';
    const res = await pay(j.traveller.token, j.tripId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(tripTexts.alreadyPaid);
    expect(createRequests(j.tripId)).toHaveLength(1);
  });

  it('replaces an intent cancelled at Stripe with a new one under the next idempotency key', async () => {
    const j = await journey(t.app, 'proposed', { admin });
    const first = await startPayment(t.app, j.traveller.token, j.tripId);
    const [old] = await paymentRows(j.tripId);
    stripe.intents.get(old!.providerPaymentId)!.status = 'canceled';
    const res = await pay(j.traveller.token, j.tripId);
    expect(res.statusCode).toBe(200);
    expect(res.json().clientSecret).not.toBe(first);
    expect(createRequests(j.tripId).map((r) => r.idempotencyKey)).toEqual([`trip-${j.tripId}-payment-1`, `trip-${j.tripId}-payment-2`]);
    const rows = await paymentRows(j.tripId);
    expect(rows.map((p) => p.status)).toEqual(['canceled', 'requires_payment_method']);
    expect(stripe.intents.get(rows[1]!.providerPaymentId)!.client_secret).toBe(res.json().clientSecret);
  });

  it('does not reuse an intent made for another amount than the trip’s total, and cancels it', async () => {
    const j = await journey(t.app, 'proposed', { admin, total: 2000 });
    const first = await startPayment(t.app, j.traveller.token, j.tripId);
    // The price changed after the first attempt behind the API's back (a revision also cancels the intent itself).
    await t.db.update(trips).set({ totalPriceMinor: 210_000 }).where(eq(trips.id, j.tripId));
    const res = await pay(j.traveller.token, j.tripId);
    expect(res.json()).toMatchObject({ amount: 2100 });
    expect(res.json().clientSecret).not.toBe(first);
    expect(createRequests(j.tripId).map((r) => r.form.get('amount'))).toEqual(['200000', '210000']);
    expect((await paymentRows(j.tripId)).map((p) => [p.amountMinor, p.status])).toEqual([
      [200_000, 'canceled'],
      [210_000, 'requires_payment_method'],
    ]);
  });

  it('cancelling a proposal cancels its open intent at Stripe and refunds nothing', async () => {
    const j = await journey(t.app, 'proposed', { admin });
    await startPayment(t.app, j.traveller.token, j.tripId);
    const [row] = await paymentRows(j.tripId);
    expect((await setStatus(t.app, admin.token, j.tripId, 'cancelled')).statusCode).toBe(200);
    expect(stripe.requests.filter((r) => r.path === `/v1/payment_intents/${row!.providerPaymentId}/cancel`)).toHaveLength(1);
    expect(stripe.intents.get(row!.providerPaymentId)!.status).toBe('canceled');
    expect((await paymentRows(j.tripId)).map((p) => p.status)).toEqual(['canceled']);
    expect(await tripRow(j.tripId)).toMatchObject({ status: 'cancelled', paymentStatus: 'na' });
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === row!.providerPaymentId)).toHaveLength(0);
  });

  it('leaves an intent of another provider (made while the server ran without keys) to that provider', async () => {
    const j = await journey(t.app, 'proposed', { admin });
    const [sandbox] = await t.db
      .insert(payments)
      .values({ tripId: j.tripId, provider: 'sandbox', providerPaymentId: `sandbox_pi_${j.tripId}_old`, amountMinor: 500_000, currency: 'NOK', status: 'requires_payment_method' })
      .returning();
    expect((await setStatus(t.app, admin.token, j.tripId, 'cancelled')).statusCode).toBe(200);
    expect(stripe.requests.some((r) => r.path.includes(sandbox!.providerPaymentId))).toBe(false);
    expect((await paymentRows(j.tripId)).map((p) => p.status)).toEqual(['requires_payment_method']);
  });

  it('cancels a trip marked paid without a payment on record without refunding anything', async () => {
    const traveller = await createTraveller(t.app);
    const partner = await makePartner(t.app, 'active');
    const service = await makeService(t.db, partner.id);
    // Paid outside the product (a bank transfer recorded by hand): there is nothing to refund here.
    const { tripId } = await makeTrip(t.db, { travellerId: traveller.user.id, status: 'confirmed', lines: [{ serviceId: service.id, unitPriceMinor: 100_000, commissionRate: 10 }] });
    const refundsBefore = stripe.requests.filter((r) => r.path === '/v1/refunds').length;
    const res = await setStatus(t.app, admin.token, tripId, 'cancelled');
    expect(res.statusCode).toBe(200);
    expect(await tripRow(tripId)).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(refundsBefore);
  });

  it('a refund that fails for another reason than the provider is a 500, not a provider outage', async () => {
    const j = await journey(t.app, 'proposed', { admin });
    await startPayment(t.app, j.traveller.token, j.tripId);
    const [row] = await paymentRows(j.tripId);
    await deliver(signedEvent('payment_intent.succeeded', { id: row!.providerPaymentId, object: 'payment_intent', amount: row!.amountMinor, currency: 'nok', status: 'succeeded' }));
    const refund = stripe.provider.refundPayment;
    stripe.provider.refundPayment = () => Promise.reject(new TypeError('a bug, not Stripe'));
    try {
      const res = await setStatus(t.app, admin.token, j.tripId, 'cancelled');
      expect(res.statusCode).toBe(500);
      expect(res.json().message).not.toBe(tripTexts.refundFailed);
    } finally {
      stripe.provider.refundPayment = refund;
    }
    expect(await tripRow(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });
});
