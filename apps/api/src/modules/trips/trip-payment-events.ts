import { z } from 'zod';
import { isActiveTrip, minorToDecimal, tripDates, type PaymentIntentStatus } from '@mt/shared';
import { travellerEmails } from '../mail/traveller-emails';
import { findPaymentByIntentId, lockPaymentByProviderId, setPaymentStatus } from '../billing/payments-ledger.service';
import type { ProviderEventContext, ProviderEventHandler, ProviderEventHandlers } from '../billing/provider-events';
import { readRevealDays } from '../settings/settings.service';
import { moveTrip } from './move-trip';
import { lockTripContext, setPreferenceStatus, updateTrip } from './trips.repository';

const intentSchema = z.looseObject({ id: z.string(), amount: z.number().int().optional() });
const chargeSchema = z.looseObject({
  payment_intent: z.string().nullish(),
  refunded: z.boolean().optional(),
  amount: z.number().int().optional(),
  amount_refunded: z.number().int().optional(),
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

const onSucceeded: ProviderEventHandler = async (ctx) => {
  const intent = intentSchema.parse(ctx.event.data.object);
  const locked = await lockIntent(ctx, intent.id);
  if (!locked || locked.payment.status === 'succeeded' || locked.payment.status === 'refunded') return;
  const { trip, payment } = locked;
  if (intent.amount !== undefined && intent.amount !== payment.amountMinor) {
    ctx.log.warn({ intentId: intent.id, expected: payment.amountMinor, got: intent.amount }, 'payment amount differs from the trip price');
  }
  await setPaymentStatus(ctx.tx, payment.id, 'succeeded');
  if (trip.trip.status !== 'pending_confirmation') {
    // Paid after a cancellation raced it: keep the money visible to admins, who refund by hand.
    ctx.log.warn({ tripId: trip.trip.id, status: trip.trip.status }, 'payment succeeded for a trip that no longer waits for it');
    await updateTrip(ctx.tx, trip.trip.id, { paymentStatus: 'paid' });
    return;
  }
  await moveTrip(ctx.tx, trip, 'confirmed', { paymentStatus: 'paid' });
  await setPreferenceStatus(ctx.tx, trip.preference.id, 'confirmed');
  const dates = tripDates(trip.preference.departureDate, trip.preference.duration, await readRevealDays(ctx.tx));
  await ctx.email(
    travellerEmails.paymentReceived(
      trip.traveller,
      { tripId: trip.trip.id, amount: minorToDecimal(payment.amountMinor, payment.currency), currency: payment.currency, revealDate: dates.reveal_date },
      ctx.publicUrl,
    ),
  );
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
 * A full refund, ours (already applied by the cancellation, so nothing changes) or one made in the
 * Stripe Dashboard: the trip is no longer paid, so an active trip is cancelled.
 */
const onRefunded: ProviderEventHandler = async (ctx) => {
  const charge = chargeSchema.parse(ctx.event.data.object);
  if (!charge.payment_intent) return;
  if (charge.refunded === false) {
    ctx.log.info({ intentId: charge.payment_intent }, 'partial refund recorded by the provider; trip unchanged');
    return;
  }
  const locked = await lockIntent(ctx, charge.payment_intent);
  if (!locked || locked.payment.status === 'refunded') return;
  const { trip, payment } = locked;
  await setPaymentStatus(ctx.tx, payment.id, 'refunded');
  const amount = minorToDecimal(charge.amount_refunded ?? payment.amountMinor, payment.currency);
  if (isActiveTrip(trip.trip.status)) {
    await moveTrip(ctx.tx, trip, 'cancelled', { paymentStatus: 'refunded' });
    await setPreferenceStatus(ctx.tx, trip.preference.id, 'cancelled');
    await ctx.email(travellerEmails.cancelled(trip.traveller, { tripId: trip.trip.id, refund: { amount, currency: payment.currency } }, ctx.publicUrl));
    return;
  }
  await updateTrip(ctx.tx, trip.trip.id, { paymentStatus: 'refunded' });
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
