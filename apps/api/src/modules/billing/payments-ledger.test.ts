import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PaymentIntentStatus, PaymentKind } from '@mt/shared';
import { payments, providerEvents, refunds } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, type Person } from '../../test/factories';
import { journey } from '../trips/testing/journey';
import { sandboxId } from './sandbox-events';
import {
  countTripPayments,
  findPaymentByIntentId,
  findPaymentByProviderId,
  insertPayment,
  insertRefund,
  listOpenPayments,
  lockPaymentByProviderId,
  lockSucceededPayments,
  paidMinorByTrip,
  recordProviderEvent,
  refundedMinorOf,
  setPaymentStatus,
} from './payments-ledger.repository';

/**
 * The payments ledger's queries on their own (the routes' tests reach them through a trip's payment):
 * which charges count as open, succeeded or paid, what a refund leaves, and that a replayed event or
 * refund is kept once. Each test makes its own trips, so what it counts is its own.
 */
describe('payments ledger', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const newTrip = async () => (await journey(t.app, 'proposed', { admin })).tripId;
  const charge = (tripId: number, status: PaymentIntentStatus, amountMinor = 10_000, kind: PaymentKind = 'full', provider = 'sandbox') =>
    insertPayment(t.db, { tripId, provider, providerPaymentId: sandboxId(provider === 'sandbox' ? 'sandbox_pi' : 'pi'), amountMinor, currency: 'NOK', status, kind });
  const refund = (payment: { id: number; tripId: number }, amountMinor: number, providerRefundId = sandboxId('sandbox_re')) =>
    insertRefund(t.db, { paymentId: payment.id, tripId: payment.tripId, provider: 'sandbox', providerRefundId, amountMinor, currency: 'NOK', status: 'succeeded', reason: 'cancellation' });

  it('records an event id once, whole (issue 21), and its type cut to the column’s length', async () => {
    const id = `evt_${'x'.repeat(130)}`;
    const type = `thing.${'y'.repeat(90)}`;
    expect(await recordProviderEvent(t.db, { id, type })).toBe(true);
    expect(await recordProviderEvent(t.db, { id, type: 'another.type' })).toBe(false);
    const rows = await t.db.select().from(providerEvents).where(eq(providerEvents.eventId, id));
    expect(rows.map((r) => [r.eventId, r.type])).toEqual([[id, type.slice(0, 80)]]);
  });

  it('counts a trip’s payments of every status, and no other trip’s', async () => {
    const [tripId, other] = [await newTrip(), await newTrip()];
    expect(await countTripPayments(t.db, tripId)).toBe(0);
    await charge(tripId, 'canceled');
    await charge(tripId, 'succeeded');
    await charge(other, 'succeeded');
    expect(await countTripPayments(t.db, tripId)).toBe(2);
  });

  it('finds a payment by its provider’s id, of that provider only, and locks it by id', async () => {
    const tripId = await newTrip();
    const sandbox = await charge(tripId, 'requires_payment_method');
    const stripe = await charge(tripId, 'requires_payment_method', 10_000, 'full', 'stripe');
    expect(await findPaymentByProviderId(t.db, 'sandbox', sandbox.providerPaymentId)).toEqual(sandbox);
    expect(await findPaymentByProviderId(t.db, 'stripe', sandbox.providerPaymentId)).toBeNull();
    expect(await findPaymentByProviderId(t.db, 'sandbox', stripe.providerPaymentId)).toBeNull();
    expect(await findPaymentByIntentId(t.db, stripe.providerPaymentId)).toEqual(stripe);
    expect(await findPaymentByIntentId(t.db, 'pi_nobody')).toBeNull();
    await t.db.transaction(async (tx) => {
      expect(await lockPaymentByProviderId(tx, sandbox.providerPaymentId)).toEqual(sandbox);
      expect(await lockPaymentByProviderId(tx, 'pi_nobody')).toBeNull();
    });
  });

  it('lists the intents a traveller may still complete, and every succeeded charge oldest first', async () => {
    const tripId = await newTrip();
    const made: Record<string, number> = {};
    for (const status of ['succeeded', 'requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'failed', 'canceled', 'refunded', 'succeeded'] as const) {
      made[`${status}${made[status] ? '2' : ''}`] = (await charge(tripId, status)).id;
    }
    await charge(await newTrip(), 'requires_payment_method');
    const open = await listOpenPayments(t.db, tripId);
    expect(open.map((p) => p.status).sort()).toEqual(['failed', 'processing', 'requires_action', 'requires_confirmation', 'requires_payment_method']);
    const succeeded = await t.db.transaction((tx) => lockSucceededPayments(tx, tripId));
    expect(succeeded.map((p) => p.id)).toEqual([made.succeeded, made.succeeded2]);
  });

  it('keeps a refund the provider answers twice once, and sums what went back of each charge', async () => {
    const tripId = await newTrip();
    const paid = await charge(tripId, 'succeeded', 10_000);
    const otherCharge = await charge(tripId, 'succeeded', 5_000);
    expect(await refundedMinorOf(t.db, paid.id)).toBe(0);
    const first = await refund(paid, 2_500, 'sandbox_re_twice');
    expect(first).toMatchObject({ paymentId: paid.id, providerRefundId: 'sandbox_re_twice', amountMinor: 2_500 });
    // The same refund id again (a retried request): the row of the first answer, not a second one.
    expect(await refund(paid, 9_999, 'sandbox_re_twice')).toEqual(first);
    expect(await t.db.select().from(refunds).where(eq(refunds.providerRefundId, 'sandbox_re_twice'))).toHaveLength(1);
    await refund(paid, 1_000);
    await refund(otherCharge, 4_000);
    expect(await refundedMinorOf(t.db, paid.id)).toBe(3_500);
    expect(await refundedMinorOf(t.db, otherCharge.id)).toBe(4_000);
  });

  it('sums per trip what was paid towards the price and kept: succeeded price charges less their refunds', async () => {
    const [a, b, none] = [await newTrip(), await newTrip(), await newTrip()];
    expect(await paidMinorByTrip(t.db, [])).toEqual(new Map());
    const deposit = await charge(a, 'succeeded', 3_000, 'deposit');
    await charge(a, 'succeeded', 7_000, 'balance');
    await charge(a, 'succeeded', 500, 'postponement_fee');
    await charge(a, 'failed', 7_000, 'balance');
    await charge(a, 'requires_payment_method', 7_000, 'full');
    await refund(deposit, 1_000);
    await refund(deposit, 500);
    const full = await charge(b, 'succeeded', 12_000, 'full');
    await charge(b, 'refunded', 4_000, 'deposit');
    await charge(none, 'canceled', 10_000, 'full');
    // Every trip asked for has its sum: nothing kept is 0.
    expect(await paidMinorByTrip(t.db, [a, b, none])).toEqual(new Map([[a, 8_500], [b, 12_000], [none, 0]]));
    // Only the trips asked for.
    expect(await paidMinorByTrip(t.db, [b])).toEqual(new Map([[b, 12_000]]));
    await refund(full, 12_000);
    expect(await paidMinorByTrip(t.db, [b])).toEqual(new Map([[b, 0]]));
  });

  it('sets the status of that payment only', async () => {
    const tripId = await newTrip();
    const p = await charge(tripId, 'requires_payment_method');
    const untouched = await charge(tripId, 'requires_payment_method');
    await setPaymentStatus(t.db, p.id, 'canceled');
    const statusOf = async (id: number) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!.status;
    expect(await statusOf(p.id)).toBe('canceled');
    expect(await statusOf(untouched.id)).toBe('requires_payment_method');
  });
});
