import { canTransition, isFullyPaid, minorToDecimal, partnerPayoutMinor, paymentPlanTexts, tripDates, tripTexts, type TripStatus } from '@mt/shared';
import type { Tx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { travellerEmails } from '../mail/traveller-emails';
import type { MailMessage } from '../mail/mailer';
import type { PaymentProvider } from '../billing/payment-provider';
import { paidMinorByTrip, refundedMinorByTrip } from '../billing/payments-ledger.service';
import { readRevealDays } from '../settings/settings.service';
import { moveTrip } from './move-trip';
import { settlePaymentsForCancellation } from './trip-payments.service';
import { findTripContext, findTripServiceLines, setPartnerPayout, setPreferenceStatus, updateTrip, type TripContext } from './trips.repository';

/**
 * The admin-side transitions of DESIGN.md section 4 (the reveal is the job's too), each run inside the
 * caller's transaction on a locked trip row and moving it through moveTrip first. Mail is returned to
 * the caller, who writes it to the outbox in that transaction.
 */
export interface TransitionEnv {
  tx: Tx;
  publicUrl: string;
  payments: PaymentProvider;
}

/**
 * The admin's refusals that have messages of their own; every other move the lifecycle table lacks is
 * refused by moveTrip.
 */
export function assertAdminTarget(from: TripStatus, to: TripStatus): void {
  if (from === to) throw conflict(tripTexts.alreadyInStatus(to));
  if (to === 'confirmed') throw conflict(tripTexts.confirmedByPayment);
}

export async function revealTrip(env: TransitionEnv, ctx: TripContext): Promise<MailMessage> {
  // Only a fully paid trip is revealed (docs/decisions/0013); the job skips these before it gets here.
  // A move the table forbids anyway keeps moveTrip's message.
  if (canTransition(ctx.trip.status, 'revealed') && !isFullyPaid({ payment_status: ctx.trip.paymentStatus })) {
    throw conflict(paymentPlanTexts.revealNeedsFullPayment);
  }
  const trip = await moveTrip(env.tx, ctx, 'revealed', { revealedAt: ctx.trip.revealedAt ?? new Date() });
  const dates = tripDates(ctx.preference.departureDate, ctx.preference.duration, await readRevealDays(env.tx), ctx.trip.nights);
  const facts = { tripId: trip.id, destination: trip.destination ?? 'your destination', name: trip.name, departureDate: dates.departure_date, returnDate: dates.return_date };
  // A rebooking of a trip the traveller already knows reveals nothing new (docs/decisions/0021).
  const known = await rebooksKnownTrip(env.tx, ctx);
  return known ? travellerEmails.tripBackSoon(ctx.traveller, facts, env.publicUrl) : travellerEmails.destinationRevealed(ctx.traveller, facts, env.publicUrl);
}

/** Whether the trip rebooks, directly or along its chain, a trip that was revealed (the mapper's knownDestinations, for one trip). */
async function rebooksKnownTrip(tx: Tx, ctx: TripContext): Promise<boolean> {
  const seen = new Set<number>([ctx.trip.id]);
  for (let id = ctx.trip.rebookedFrom; id !== null && !seen.has(id); ) {
    seen.add(id);
    const previous = await findTripContext(tx, id);
    if (!previous) return false;
    if (previous.trip.revealedAt !== null) return true;
    id = previous.trip.rebookedFrom;
  }
  return false;
}

/** Completion writes every partner's payout once: lines that already carry one keep it. */
export async function completeTrip(env: TransitionEnv, ctx: TripContext): Promise<MailMessage> {
  if (ctx.trip.paymentStatus === 'deposit_paid') throw conflict(paymentPlanTexts.completeNeedsFullPayment);
  const now = new Date();
  await moveTrip(env.tx, ctx, 'completed', { completedAt: now, revealedAt: ctx.trip.revealedAt ?? now });
  for (const line of await findTripServiceLines(env.tx, ctx.trip.id)) {
    if (line.partnerPayoutMinor === null) {
      await setPartnerPayout(env.tx, line.id, partnerPayoutMinor(line.unitPriceMinor, ctx.preference.travellerCount, line.commissionRate));
    }
  }
  await setPreferenceStatus(env.tx, ctx.preference.id, 'completed');
  return travellerEmails.completionConfirmed(ctx.traveller, { tripId: ctx.trip.id }, env.publicUrl);
}

/**
 * Cancels, refunding a paid trip through the provider; if the refund fails nothing changes (502). The
 * move comes first so that a refused one never reaches the provider; what the refund did to the
 * payment is written after it, in the same transaction.
 */
export async function cancelTrip(env: TransitionEnv, ctx: TripContext): Promise<MailMessage> {
  await moveTrip(env.tx, ctx, 'cancelled');
  const refunded = await settlePaymentsForCancellation(env.tx, env.payments, ctx);
  const keepsMoney = ctx.trip.paymentStatus === 'paid' || ctx.trip.paymentStatus === 'deposit_paid';
  // A trip whose charges were all refunded before (in the provider's Dashboard) was paid and refunded,
  // not unpaid: its status and the e-mail say so.
  const earlier = refunded ? 0 : await refundedEarlierMinor(env.tx, ctx.trip.id);
  // Money with no charge we could refund (another provider's) stays visible to admins, who refund by hand.
  await updateTrip(env.tx, ctx.trip.id, { paymentStatus: refunded || earlier > 0 ? 'refunded' : keepsMoney ? ctx.trip.paymentStatus : 'na' });
  await setPreferenceStatus(env.tx, ctx.preference.id, 'cancelled');
  const refund = refunded ? { amount: minorToDecimal(refunded.amountMinor, refunded.currency), currency: refunded.currency } : null;
  const alreadyRefunded = earlier > 0 ? { amount: minorToDecimal(earlier, ctx.trip.currency), currency: ctx.trip.currency } : null;
  return travellerEmails.cancelled(ctx.traveller, { tripId: ctx.trip.id, refund, alreadyRefunded }, env.publicUrl);
}

/** What went back before the cancellation, when nothing of the price is left paid; 0 otherwise. */
async function refundedEarlierMinor(tx: Tx, tripId: number): Promise<number> {
  const [paid, back] = await Promise.all([paidMinorByTrip(tx, [tripId]), refundedMinorByTrip(tx, [tripId])]);
  return (paid.get(tripId) ?? 0) === 0 ? (back.get(tripId) ?? 0) : 0;
}
