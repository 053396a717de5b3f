import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cardMessages, paymentTexts, tripTexts } from '@mt/shared';
import { outboxEmails, payments, preferences, providerEvents, trips } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, type Person } from '../../test/factories';
import { confirmCard, journey, startPayment } from '../trips/testing/journey';

describe('sandbox payments', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  const trip = async (id: number) => (await t.db.select().from(trips).where(eq(trips.id, id)))[0]!;
  const paymentRows = (tripId: number) => t.db.select().from(payments).where(eq(payments.tripId, tripId));
  const authenticate = (clientSecret: string, approve: boolean) =>
    t.app.inject({ method: 'POST', url: '/api/payments/sandbox/authenticate', payload: { clientSecret, approve } });

  it('POST /pay answers a client secret for the sandbox, the same one on a second click', async () => {
    const j = await journey(t.app, 'proposed', { admin, total: 1234.5 });
    const res = await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/pay`, headers: bearer(j.traveller.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'sandbox', amount: 1234.5, currency: 'NOK' });
    expect(res.json().clientSecret).toMatch(/^sandbox_pi_[0-9a-f]+_secret_/);
    const [a, b] = await Promise.all([startPayment(t.app, j.traveller.token, j.tripId), startPayment(t.app, j.traveller.token, j.tripId)]);
    expect(new Set([res.json().clientSecret, a, b]).size).toBe(1);
    expect(await paymentRows(j.tripId)).toHaveLength(1);
  });

  it.each([
    ['4000 0000 0000 0002', cardMessages.declined],
    ['4000 0000 0000 9995', cardMessages.insufficientFunds],
    ['4000 0000 0000 0069', cardMessages.expired],
    ['4000 0000 0000 0127', cardMessages.incorrectCvc],
    ['4242 4242 4242 4241', cardMessages.incorrectNumber],
  ])('%s is declined with Stripe’s message, then 4242 pays the same intent', async (card, message) => {
    const j = await journey(t.app, 'proposed', { admin });
    const secret = await startPayment(t.app, j.traveller.token, j.tripId);
    const declined = await confirmCard(t.app, secret, card);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ status: 'failed', message });
    expect(await trip(j.tripId)).toMatchObject({ status: 'pending_confirmation', paymentStatus: 'failed' });

    expect(await startPayment(t.app, j.traveller.token, j.tripId)).toBe(secret);
    expect((await confirmCard(t.app, secret)).json()).toEqual({ status: 'succeeded' });
    expect(await trip(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect((await t.db.select().from(preferences).where(eq(preferences.id, j.preferenceId)))[0]!.status).toBe('confirmed');
    expect((await paymentRows(j.tripId)).map((p) => p.status)).toEqual(['succeeded']);
  });

  it.each(['4000 0025 0000 3155', '4000 0027 6000 3184'])('%s asks for 3-D Secure; approving pays', async (card) => {
    const j = await journey(t.app, 'proposed', { admin });
    const secret = await startPayment(t.app, j.traveller.token, j.tripId);
    expect((await confirmCard(t.app, secret, card)).json()).toEqual({ status: 'requires_action', message: paymentTexts.requiresAction });
    expect((await trip(j.tripId)).paymentStatus).toBe('requires_action');
    expect((await authenticate(secret, true)).json()).toEqual({ status: 'succeeded' });
    expect(await trip(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('failing 3-D Secure fails the payment; authenticating when nothing waits is 409', async () => {
    const j = await journey(t.app, 'proposed', { admin });
    const secret = await startPayment(t.app, j.traveller.token, j.tripId);
    expect((await authenticate(secret, true)).statusCode).toBe(409);
    await confirmCard(t.app, secret, '4000 0025 0000 3155');
    expect((await authenticate(secret, false)).json()).toEqual({ status: 'failed', message: cardMessages.authenticationFailed });
    expect(await trip(j.tripId)).toMatchObject({ status: 'pending_confirmation', paymentStatus: 'failed' });
    const again = await authenticate(secret, false);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(paymentTexts.notAwaitingAuthentication);
  });

  it('paying twice charges once: a second confirmation and a second /pay change nothing', async () => {
    const j = await journey(t.app, 'proposed', { admin });
    const secret = await startPayment(t.app, j.traveller.token, j.tripId);
    const [a, b] = await Promise.all([confirmCard(t.app, secret), confirmCard(t.app, secret)]);
    expect([a.json().status, b.json().status]).toEqual(['succeeded', 'succeeded']);
    expect((await confirmCard(t.app, secret, '4000 0000 0000 0002')).json()).toEqual({ status: 'succeeded' });
    expect(await trip(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const pay = await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/pay`, headers: bearer(j.traveller.token) });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe(tripTexts.alreadyPaid);
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, j.traveller.email));
    expect(mails.filter((m) => m.subject.startsWith('Payment received'))).toHaveLength(1);
  });

  it('goes through the provider-event table like a webhook', async () => {
    const before = (await t.db.select().from(providerEvents)).length;
    const j = await journey(t.app, 'proposed', { admin });
    const secret = await startPayment(t.app, j.traveller.token, j.tripId);
    await confirmCard(t.app, secret, '4000 0000 0000 0002');
    await confirmCard(t.app, secret);
    const events = (await t.db.select().from(providerEvents)).slice(before);
    expect(events.map((e) => e.type)).toEqual(['payment_intent.payment_failed', 'payment_intent.succeeded']);
    expect(events.every((e) => e.eventId.startsWith('sandbox_evt_'))).toBe(true);
  });

  it('refuses a forged client secret (404), bad card fields (400) and a cancelled trip’s payment (409)', async () => {
    const j = await journey(t.app, 'proposed', { admin });
    const secret = await startPayment(t.app, j.traveller.token, j.tripId);
    const forged = secret.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'));
    expect((await confirmCard(t.app, forged)).statusCode).toBe(404);
    expect((await confirmCard(t.app, 'sandbox_pi_123_secret_x')).json().message).toBe(paymentTexts.invalidClientSecret);
    const fields = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/confirm', payload: { clientSecret: secret, cardNumber: '4242', expiry: '01/20', cvc: 'x' } });
    expect(fields.statusCode).toBe(400);
    expect(fields.json().errors).toEqual({ cardNumber: [cardMessages.numberIncomplete], expiry: [cardMessages.expiryInPast], cvc: [cardMessages.cvcIncomplete] });
    expect((await trip(j.tripId)).paymentStatus).toBe('pending');

    await t.app.inject({ method: 'PUT', url: `/api/admin/trips/${j.tripId}/status`, headers: bearer(admin.token), payload: { status: 'cancelled' } });
    expect((await confirmCard(t.app, secret)).statusCode).toBe(409);
    expect((await trip(j.tripId)).status).toBe('cancelled');
    const pay = await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/pay`, headers: bearer(j.traveller.token) });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe(tripTexts.notPayable);
  });

  it('has no Stripe webhook without Stripe keys', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(paymentTexts.stripeNotConfigured);
  });
});
