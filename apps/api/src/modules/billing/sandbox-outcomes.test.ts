import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentTexts } from '@mt/shared';
import { payments, providerEvents, trips } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, type Person } from '../../test/factories';
import { applyProviderEvent } from './provider-events';
import { sandboxEvent } from './sandbox-events';
import { confirmCard, journey, setStatus, startPayment } from '../trips/testing/journey';

/** The sandbox's answers once a payment is settled, and the events it sends for each outcome. */
describe('sandbox outcomes', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  const authenticate = (clientSecret: string, approve: boolean) =>
    t.app.inject({ method: 'POST', url: '/api/payments/sandbox/authenticate', payload: { clientSecret, approve } });
  const tripRow = async (id: number) => (await t.db.select().from(trips).where(eq(trips.id, id)))[0]!;
  const statuses = async (tripId: number) => (await t.db.select().from(payments).where(eq(payments.tripId, tripId))).map((p) => p.status);
  const eventCount = async () => (await t.db.select().from(providerEvents)).length;

  it('a refunded payment answers succeeded to another card and changes nothing', async () => {
    const j = await journey(t.app, 'proposed', { admin });
    const secret = await startPayment(t.app, j.traveller.token, j.tripId);
    await confirmCard(t.app, secret);
    expect((await setStatus(t.app, admin.token, j.tripId, 'cancelled')).statusCode).toBe(200);
    const events = await eventCount();
    expect((await confirmCard(t.app, secret, '4000 0000 0000 0002')).json()).toEqual({ status: 'succeeded' });
    expect(await eventCount()).toBe(events);
    expect(await statuses(j.tripId)).toEqual(['refunded']);
    expect(await tripRow(j.tripId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });

  it('authenticating a payment that already succeeded answers succeeded and sends nothing', async () => {
    const j = await journey(t.app, 'proposed', { admin });
    const secret = await startPayment(t.app, j.traveller.token, j.tripId);
    await confirmCard(t.app, secret, '4000 0025 0000 3155');
    expect((await authenticate(secret, true)).json()).toEqual({ status: 'succeeded' });
    const events = await eventCount();
    for (const approve of [true, false]) expect((await authenticate(secret, approve)).json()).toEqual({ status: 'succeeded' });
    expect(await eventCount()).toBe(events);
    expect(await tripRow(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('a cancelled payment refuses a card with its status, and a forged secret is refused before the card is read', async () => {
    const j = await journey(t.app, 'proposed', { admin });
    const secret = await startPayment(t.app, j.traveller.token, j.tripId);
    await setStatus(t.app, admin.token, j.tripId, 'cancelled');
    const res = await confirmCard(t.app, secret);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(paymentTexts.status('canceled'));
    const forged = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/confirm', payload: { clientSecret: `${secret}x`, cardNumber: '4242', expiry: '01/20', cvc: 'x' } });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe(paymentTexts.invalidClientSecret);
    const unknown = await authenticate('no-separator-at-all', true);
    expect(unknown.statusCode).toBe(404);
  });

  it('an intent waiting for 3-D Secure, or processing, is still the one /pay answers', async () => {
    const waiting = await journey(t.app, 'proposed', { admin });
    const secret = await startPayment(t.app, waiting.traveller.token, waiting.tripId);
    await confirmCard(t.app, secret, '4000 0025 0000 3155');
    expect(await statuses(waiting.tripId)).toEqual(['requires_action']);
    expect(await startPayment(t.app, waiting.traveller.token, waiting.tripId)).toBe(secret);

    const processing = await journey(t.app, 'proposed', { admin });
    const second = await startPayment(t.app, processing.traveller.token, processing.tripId);
    const [row] = await t.db.select().from(payments).where(eq(payments.tripId, processing.tripId));
    const deps = { db: t.db, config: t.config, log: t.app.log, mail: t.app.mail, eventHandlers: t.app.providerEventHandlers };
    await applyProviderEvent(deps, sandboxEvent('payment_intent.processing', { id: row!.providerPaymentId, object: 'payment_intent' }));
    expect(await statuses(processing.tripId)).toEqual(['processing']);
    expect(await startPayment(t.app, processing.traveller.token, processing.tripId)).toBe(second);
    expect(await statuses(processing.tripId)).toHaveLength(1);
  });
});
