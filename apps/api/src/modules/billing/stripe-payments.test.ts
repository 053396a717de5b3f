import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import { paymentTexts, tripTexts, type PaymentDiscrepancy } from '@mt/shared';
import { payments, providerEvents, trips } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, type Person } from '../../test/factories';
import { journey, setStatus, startPayment } from '../trips/testing/journey';
import { fakeStripeApi, signedEvent, STRIPE_TEST_ENV, TEST_WEBHOOK_SECRET } from './testing/fake-stripe';

/**
 * The Stripe path, offline: the real SDK creates intents and refunds against a fake api.stripe.com,
 * and webhooks are signed with the SDK's generateTestHeaderString and verified by its constructEvent.
 */
describe('Stripe payments', () => {
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

  const trip = async (id: number) => (await t.db.select().from(trips).where(eq(trips.id, id)))[0]!;
  const deliver = (payload: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload,
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    });
  const intentFor = async (tripId: number) => (await t.db.select().from(payments).where(eq(payments.tripId, tripId)))[0]!;
  const intentObject = (id: string, amount: number) => ({ id, object: 'payment_intent', amount, currency: 'nok', status: 'succeeded' });

  async function proposedWithIntent() {
    const j = await journey(t.app, 'proposed', { admin, total: 2500 });
    const secret = await startPayment(t.app, j.traveller.token, j.tripId);
    return { ...j, secret, intent: await intentFor(j.tripId) };
  }

  it('POST /pay creates a PaymentIntent through the SDK (NOK, metadata, idempotency key) and reuses it', async () => {
    const j = await proposedWithIntent();
    const create = stripe.requests.find((r) => r.path === '/v1/payment_intents' && r.form.get('metadata[trip_id]') === String(j.tripId))!;
    expect(create.method).toBe('POST');
    expect(create.form.get('amount')).toBe('250000');
    expect(create.form.get('currency')).toBe('nok');
    expect(create.form.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(create.idempotencyKey).toBe(`trip-${j.tripId}-payment-1`);
    expect(j.secret).toBe(stripe.intents.get(j.intent.providerPaymentId)!.client_secret);
    expect(j.intent).toMatchObject({ provider: 'stripe', amountMinor: 250_000, currency: 'NOK', status: 'requires_payment_method' });
    // A second click reads the same intent back instead of creating one.
    expect(await startPayment(t.app, j.traveller.token, j.tripId)).toBe(j.secret);
    expect(stripe.requests.filter((r) => r.path === '/v1/payment_intents' && r.form.get('metadata[trip_id]') === String(j.tripId))).toHaveLength(1);
  });

  it('a signed payment_intent.succeeded confirms the trip once, however often it is delivered', async () => {
    const j = await proposedWithIntent();
    const event = signedEvent('payment_intent.succeeded', intentObject(j.intent.providerPaymentId, 250_000));
    const first = await deliver(event.payload, event.signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, result: 'applied' });
    expect(await trip(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const again = await deliver(event.payload, event.signature);
    expect(again.json()).toEqual({ received: true, result: 'duplicate' });
    expect(await t.db.select().from(providerEvents).where(eq(providerEvents.eventId, event.id))).toHaveLength(1);
  });

  it('answers 400 and changes nothing for a missing, wrong, tampered or stale signature', async () => {
    const j = await proposedWithIntent();
    const good = signedEvent('payment_intent.succeeded', intentObject(j.intent.providerPaymentId, 250_000));
    const wrongSecret = signedEvent('payment_intent.succeeded', intentObject(j.intent.providerPaymentId, 250_000), { secret: 'whsec_someone_else' });
    const stale = signedEvent('payment_intent.succeeded', intentObject(j.intent.providerPaymentId, 250_000), { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    const tampered = good.payload.replace('"amount":250000', '"amount":1');
    for (const [payload, signature] of [
      [good.payload, undefined],
      [good.payload, 'garbage'],
      [wrongSecret.payload, wrongSecret.signature],
      [tampered, good.signature],
      [stale.payload, stale.signature],
    ] as const) {
      const res = await deliver(payload, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: paymentTexts.signatureInvalid });
    }
    expect(await trip(j.tripId)).toMatchObject({ status: 'pending_confirmation', paymentStatus: 'pending' });
    expect(await t.db.select().from(providerEvents).where(eq(providerEvents.eventId, good.id))).toHaveLength(0);
  });

  it('answers 400 to a validly signed body that is no event, and records nothing', async () => {
    const stripeSdk = new Stripe('sk_test_offline');
    for (const payload of ['[]', '{"id":"evt_x"}', '{"id":"evt_y","type":"payment_intent.succeeded"}', '{"id":"evt_z","type":"t","data":{"object":[]}}', 'null']) {
      const signature = stripeSdk.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET });
      const res = await deliver(payload, signature);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual({ message: paymentTexts.eventMalformed });
    }
    expect(await t.db.select().from(providerEvents).where(inArray(providerEvents.eventId, ['evt_x', 'evt_y', 'evt_z']))).toHaveLength(0);
  });

  it('applies two signed events whose 200-character ids share a 150-character prefix, each once', async () => {
    const prefix = `evt_${'s'.repeat(146)}`;
    const first = await proposedWithIntent();
    const second = await proposedWithIntent();
    const a = signedEvent('payment_intent.succeeded', intentObject(first.intent.providerPaymentId, 250_000), { id: `${prefix}${'a'.repeat(50)}` });
    const b = signedEvent('payment_intent.succeeded', intentObject(second.intent.providerPaymentId, 250_000), { id: `${prefix}${'b'.repeat(50)}` });
    expect(a.id).toHaveLength(200);
    expect((await deliver(a.payload, a.signature)).json()).toEqual({ received: true, result: 'applied' });
    expect((await deliver(b.payload, b.signature)).json()).toEqual({ received: true, result: 'applied' });
    expect(await trip(first.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await trip(second.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect((await t.db.select().from(providerEvents).where(inArray(providerEvents.eventId, [a.id, b.id]))).map((e) => e.eventId).sort()).toEqual([a.id, b.id]);
  });

  it('a signed success for another amount or currency confirms nothing, answers 200 and shows the figures to admins until resolved', async () => {
    const j = await proposedWithIntent();
    const short = signedEvent('payment_intent.succeeded', intentObject(j.intent.providerPaymentId, 100));
    const res = await deliver(short.payload, short.signature);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, result: 'applied' });
    const otherCurrency = signedEvent('payment_intent.succeeded', { ...intentObject(j.intent.providerPaymentId, 250_000), currency: 'usd' });
    expect((await deliver(otherCurrency.payload, otherCurrency.signature)).statusCode).toBe(200);
    expect(await trip(j.tripId)).toMatchObject({ status: 'pending_confirmation', paymentStatus: 'pending' });
    expect((await intentFor(j.tripId)).status).not.toBe('succeeded');

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/payment-discrepancies', headers: bearer(admin.token) });
    expect(list.statusCode).toBe(200);
    const mine = (list.json() as { discrepancies: PaymentDiscrepancy[] }).discrepancies.filter((d) => d.trip_id === j.tripId);
    expect(mine).toEqual([
      expect.objectContaining({ provider: 'stripe', provider_payment_id: j.intent.providerPaymentId, event_id: otherCurrency.id, expected_amount: 2500, expected_currency: 'NOK', received_amount: 2500, received_currency: 'USD', resolved_at: null }),
      expect.objectContaining({ event_id: short.id, expected_amount: 2500, expected_currency: 'NOK', received_amount: 1, received_currency: 'NOK', resolved_at: null }),
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payment-discrepancies', headers: bearer(j.traveller.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/payment-discrepancies/${mine[1]!.id}/resolve`, headers: bearer(j.traveller.token) })).statusCode).toBe(403);

    const resolved = await t.app.inject({ method: 'PUT', url: `/api/admin/payment-discrepancies/${mine[1]!.id}/resolve`, headers: bearer(admin.token) });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().discrepancy.resolved_at).toEqual(expect.any(String));
    const after = (await t.app.inject({ method: 'GET', url: '/api/admin/payment-discrepancies', headers: bearer(admin.token) })).json() as { discrepancies: PaymentDiscrepancy[] };
    // Open ones first; the resolved one stays listed.
    expect(after.discrepancies.findIndex((d) => d.id === mine[0]!.id)).toBeLessThan(after.discrepancies.findIndex((d) => d.id === mine[1]!.id));
    const missing = await t.app.inject({ method: 'PUT', url: '/api/admin/payment-discrepancies/999999/resolve', headers: bearer(admin.token) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: paymentTexts.discrepancyNotFound });
  });

  it('is robust to out-of-order delivery: a late failure never undoes a success', async () => {
    const j = await proposedWithIntent();
    const failed = signedEvent('payment_intent.payment_failed', { ...intentObject(j.intent.providerPaymentId, 250_000), status: 'requires_payment_method' });
    const action = signedEvent('payment_intent.requires_action', { ...intentObject(j.intent.providerPaymentId, 250_000), status: 'requires_action' });
    const succeeded = signedEvent('payment_intent.succeeded', intentObject(j.intent.providerPaymentId, 250_000));
    await deliver(succeeded.payload, succeeded.signature);
    expect((await deliver(failed.payload, failed.signature)).json().result).toBe('applied');
    await deliver(action.payload, action.signature);
    expect(await trip(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect((await intentFor(j.tripId)).status).toBe('succeeded');
  });

  it('a failure then a success leaves the trip paid', async () => {
    const j = await proposedWithIntent();
    const failed = signedEvent('payment_intent.payment_failed', intentObject(j.intent.providerPaymentId, 250_000));
    await deliver(failed.payload, failed.signature);
    expect((await trip(j.tripId)).paymentStatus).toBe('failed');
    const succeeded = signedEvent('payment_intent.succeeded', intentObject(j.intent.providerPaymentId, 250_000));
    await deliver(succeeded.payload, succeeded.signature);
    expect(await trip(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('records events it does not act on, and ignores intents it did not create', async () => {
    const unknownType = signedEvent('customer.created', { id: 'cus_1', object: 'customer' });
    expect((await deliver(unknownType.payload, unknownType.signature)).json()).toEqual({ received: true, result: 'ignored' });
    const stranger = signedEvent('payment_intent.succeeded', intentObject('pi_not_ours', 100));
    expect((await deliver(stranger.payload, stranger.signature)).json()).toEqual({ received: true, result: 'applied' });
  });

  it('cancelling a paid trip refunds through Stripe once (idempotency key per payment); the later charge.refunded is a no-op', async () => {
    const j = await proposedWithIntent();
    const succeeded = signedEvent('payment_intent.succeeded', intentObject(j.intent.providerPaymentId, 250_000));
    await deliver(succeeded.payload, succeeded.signature);
    expect((await setStatus(t.app, admin.token, j.tripId, 'cancelled')).statusCode).toBe(200);
    const refunds = stripe.requests.filter((r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === j.intent.providerPaymentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.idempotencyKey).toBe(`refund-payment-${j.intent.id}`);
    expect(await trip(j.tripId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const refunded = signedEvent('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: j.intent.providerPaymentId, refunded: true, amount: 250_000, amount_refunded: 250_000 });
    expect((await deliver(refunded.payload, refunded.signature)).json().result).toBe('applied');
    expect(await trip(j.tripId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });

  it('a refund made in the Stripe Dashboard cancels the active trip', async () => {
    const j = await proposedWithIntent();
    const succeeded = signedEvent('payment_intent.succeeded', intentObject(j.intent.providerPaymentId, 250_000));
    await deliver(succeeded.payload, succeeded.signature);
    const refunded = signedEvent('charge.refunded', { id: 'ch_2', object: 'charge', payment_intent: j.intent.providerPaymentId, refunded: true, amount: 250_000, amount_refunded: 250_000 });
    await deliver(refunded.payload, refunded.signature);
    expect(await trip(j.tripId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });

  it('when Stripe is down, pay and cancel answer 502 and change nothing', async () => {
    const j = await journey(t.app, 'proposed', { admin });
    stripe.setOutage(true);
    const pay = await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/pay`, headers: bearer(j.traveller.token) });
    expect(pay.statusCode).toBe(502);
    expect(pay.json().message).toBe(paymentTexts.providerUnavailable);
    expect(await t.db.select().from(payments).where(eq(payments.tripId, j.tripId))).toHaveLength(0);

    stripe.setOutage(false);
    const paid = await proposedWithIntent();
    const succeeded = signedEvent('payment_intent.succeeded', intentObject(paid.intent.providerPaymentId, 250_000));
    await deliver(succeeded.payload, succeeded.signature);
    stripe.setOutage(true);
    const cancel = await setStatus(t.app, admin.token, paid.tripId, 'cancelled');
    expect(cancel.statusCode).toBe(502);
    expect(cancel.json().message).toBe(tripTexts.refundFailed);
    expect(await trip(paid.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('has no sandbox routes while Stripe is configured', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/confirm', payload: { clientSecret: 'x_secret_y', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(paymentTexts.sandboxOnly);
  });
});

describe('Stripe without a webhook secret', () => {
  it('answers 503: events cannot be trusted without the secret', async () => {
    const { STRIPE_WEBHOOK_SECRET: _omit, ...env } = STRIPE_TEST_ENV;
    const t = await buildTestApp({ env });
    try {
      const event = signedEvent('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });
      const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: event.payload, headers: { 'content-type': 'application/json', 'stripe-signature': event.signature } });
      expect(res.statusCode).toBe(503);
    } finally {
      await t.close();
    }
  });
});
