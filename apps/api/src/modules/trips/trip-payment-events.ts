import { z } from 'zod';
import { formatMoney, isActiveTrip, minorToDecimal, paymentTexts, type PaymentIntentStatus } from '@mt/shared';
import { adminEmails } from '../mail/admin-emails';
import { travellerEmails } from '../mail/traveller-emails';
import {
  findPaymentByIntentId,
  insertPaymentDiscrepancy,
  insertRefund,
  lockPaymentByProviderId,
  paidMinorByTrip,
  refundedMinorOf,
  setPaymentStatus,
} from '../billing/payments-ledger.service';
import type { ProviderEventContext, ProviderEventHandler, ProviderEventHandlers } from '../billing/provider-events';
import { moveTrip } from './move-trip';
import { applyChargeToTrip } from './trip-charge-succeeded';
import { findAdminAccounts } from '../users/users.service';
import { lockTripContext, setPreferenceStatus, updateTrip, type TripContext } from './trips.repository';
import type { PaymentRow } from '../billing/payments-ledger.service';

const intentSchema = z.looseObject({ id: z.string(), amount: z.number().int().optional(), currency: z.string().optional() });
const chargeSchema = z.looseObject({
  payment_intent: z.string().nullish(),
  refunded: z.boolean().optional(),
  amount: z.number().int().optional(),
  amount_refunded: z.number().int().optional(),
  refunds: z.looseObject({ data: z.array(z.looseObject({ id: z.string() })).optional() }).nullish(),
});

/** A payment in one of these never changes again because of a payment event (a late failure cannot undo a success). */
const SETTLED = new Set<PaymentIntentStatus>(['succeeded', 'refunded', 'canceled']);

/**
 * Locks trip then payment (the order every other path uses, so no deadlock) for a provider intent id.
 * Null for intents this product did not create (other integrations on the same Stripe account).
 */
async function lockIntent(ctx: ProviderEventContext, intentId: string) {
  const seen = await findPaymentByIntentId(ctx.tx, intentId);
  if (!seen) {
    ctx.log.info({ eventId: ctx.event.id, intentId }, 'provider event for an unknown payment ignored');
    return null;
  }
  const trip = await lockTripContext(ctx.tx, seen.tripId);
  const payment = await lockPaymentByProviderId(ctx.tx, intentId);
  return trip && payment ? { trip, payment } : null;
}

/**
 * A success for another amount or currency than the charge asked (or one that does not say) confirms
 * nothing (docs/decisions/0034): it is recorded for the admins, who are e-mailed, and the payment and
 * the trip stay as they were. True when the event matched the charge.
 */
async function matchesCharge(ctx: ProviderEventContext, trip: TripContext, payment: PaymentRow, intent: z.infer<typeof intentSchema>): Promise<boolean> {
  const receivedAmount = intent.amount ?? null;
  const receivedCurrency = intent.currency?.toUpperCase() ?? null;
  if (receivedAmount === payment.amountMinor && receivedCurrency === payment.currency.toUpperCase()) return true;
  ctx.log.warn(
    { tripId: trip.trip.id, intentId: intent.id, expected: payment.amountMinor, expectedCurrency: payment.currency, got: receivedAmount, gotCurrency: receivedCurrency },
    'payment amount or currency differs from the charge; nothing confirmed, recorded for the admins',
  );
  const recorded = await insertPaymentDiscrepancy(ctx.tx, {
    tripId: trip.trip.id,
    paymentId: payment.id,
    provider: payment.provider,
    providerPaymentId: payment.providerPaymentId,
    expectedAmountMinor: payment.amountMinor,
    expectedCurrency: payment.currency,
    receivedAmountMinor: receivedAmount,
    receivedCurrency,
    eventId: ctx.event.id,
  });
  if (!recorded) return false;
  const expected = formatMoney(minorToDecimal(payment.amountMinor, payment.currency), payment.currency);
  const received =
    receivedAmount === null || receivedCurrency === null
      ? paymentTexts.discrepancies.receivedUnknown
      : formatMoney(minorToDecimal(receivedAmount, receivedCurrency), receivedCurrency);
  const facts = { tripId: trip.trip.id, providerPaymentId: payment.providerPaymentId, expected, received, eventId: ctx.event.id };
  for (const admin of await findAdminAccounts(ctx.tx)) await ctx.email(adminEmails.paymentDiscrepancy(admin, facts, ctx.publicUrl));
  return false;
}

const onSucceeded: ProviderEventHandler = async (ctx) => {
  const intent = intentSchema.parse(ctx.event.data.object);
  const locked = await lockIntent(ctx, intent.id);
  if (!locked || locked.payment.status === 'succeeded' || locked.payment.status === 'refunded') return;
  const { trip, payment } = locked;
  if (!(await matchesCharge(ctx, trip, payment, intent))) return;
  await setPaymentStatus(ctx.tx, payment.id, 'succeeded');
  await applyChargeToTrip(ctx, trip, payment);
};

/** failed / requires_action / processing: the payment moves, and a trip still waiting for it shows it. */
const onIntentState =
  (paymentStatus: PaymentIntentStatus, tripPaymentStatus: 'failed' | 'requires_action' | null): ProviderEventHandler =>
  async (ctx) => {
    const intent = intentSchema.parse(ctx.event.data.object);
    const locked = await lockIntent(ctx, intent.id);
    if (!locked || SETTLED.has(locked.payment.status)) return;
    await setPaymentStatus(ctx.tx, locked.payment.id, paymentStatus);
    const trip = locked.trip.trip;
    if (tripPaymentStatus && trip.status === 'pending_confirmation' && trip.paymentStatus !== 'paid') {
      await updateTrip(ctx.tx, trip.id, { paymentStatus: tripPaymentStatus });
    }
  };

const onCanceled: ProviderEventHandler = async (ctx) => {
  const intent = intentSchema.parse(ctx.event.data.object);
  const locked = await lockIntent(ctx, intent.id);
  if (!locked || SETTLED.has(locked.payment.status)) return;
  await setPaymentStatus(ctx.tx, locked.payment.id, 'canceled');
};

/**
 * A refund seen by the provider: ours (already in the ledger, so nothing changes) or one made in the
 * Stripe Dashboard, recorded as a refunds row for what the ledger lacks. A charge refunded whole
 * means the trip is no longer paid, so an active trip is cancelled; a partial one is recorded and
 * leaves an active trip alone (admins see it in the ledger).
 */
const onRefunded: ProviderEventHandler = async (ctx) => {
  const charge = chargeSchema.parse(ctx.event.data.object);
  if (!charge.payment_intent) return;
  const locked = await lockIntent(ctx, charge.payment_intent);
  if (!locked || locked.payment.status === 'refunded') return;
  const { trip, payment } = locked;
  // What the provider charged: the payment's amount, unless a success that did not match took another (0034).
  const chargedMinor = charge.amount ?? payment.amountMinor;
  const refundedByProvider = charge.amount_refunded ?? (charge.refunded ? chargedMinor : 0);
  const recorded = await refundedMinorOf(ctx.tx, payment.id);
  if (refundedByProvider <= recorded) return;
  await insertRefund(ctx.tx, {
    paymentId: payment.id,
    tripId: payment.tripId,
    provider: payment.provider,
    providerRefundId: charge.refunds?.data?.[0]?.id ?? `event:${ctx.event.id}`,
    amountMinor: refundedByProvider - recorded,
    currency: payment.currency,
    status: 'succeeded',
    reason: 'provider',
  });
  const amount = minorToDecimal(refundedByProvider - recorded, payment.currency);
  const whole = refundedByProvider >= chargedMinor;
  const counted = payment.status === 'succeeded';
  if (whole) await setPaymentStatus(ctx.tx, payment.id, 'refunded');
  // A charge that never counted for the trip (a success that did not match it, docs/decisions/0034):
  // giving it back settles the ledger and leaves the trip as it was.
  if (!counted) {
    ctx.log.info({ intentId: charge.payment_intent, status: payment.status }, 'refund of a charge that never counted for the trip; trip unchanged');
    return;
  }
  // A postponement fee given back says nothing about the trip's price: the trip stays as it is.
  if (payment.kind === 'postponement_fee') return;
  const active = isActiveTrip(trip.trip.status);
  if (!whole && active) {
    ctx.log.info({ intentId: charge.payment_intent }, 'partial refund recorded by the provider; trip unchanged');
    return;
  }
  const keptMinor = (await paidMinorByTrip(ctx.tx, [trip.trip.id])).get(trip.trip.id) ?? 0;
  const paymentStatus = keptMinor > 0 ? 'partially_refunded' : 'refunded';
  if (active) {
    await moveTrip(ctx.tx, trip, 'cancelled', { paymentStatus });
    await setPreferenceStatus(ctx.tx, trip.preference.id, 'cancelled');
    await ctx.email(travellerEmails.cancelled(trip.traveller, { tripId: trip.trip.id, refund: { amount, currency: payment.currency } }, ctx.publicUrl));
    return;
  }
  await updateTrip(ctx.tx, trip.trip.id, { paymentStatus });
  await ctx.email(travellerEmails.refunded(trip.traveller, { tripId: trip.trip.id, amount, currency: payment.currency }, ctx.publicUrl));
};

/** A trip's card payment (docs/decisions/0004), by Stripe's event names; the app hands these to billing (app.ts). */
export const tripPaymentEventHandlers: ProviderEventHandlers = {
  'payment_intent.succeeded': onSucceeded,
  'payment_intent.payment_failed': onIntentState('failed', 'failed'),
  'payment_intent.requires_action': onIntentState('requires_action', 'requires_action'),
  'payment_intent.processing': onIntentState('processing', null),
  'payment_intent.canceled': onCanceled,
  'charge.refunded': onRefunded,
};
