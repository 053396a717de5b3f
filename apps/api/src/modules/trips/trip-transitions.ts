import { canTransition, minorToDecimal, partnerPayoutMinor, tripDates, tripTexts, type TripStatus } from '@mt/shared';
import type { Tx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { travellerEmails } from '../mail/traveller-emails';
import type { MailMessage } from '../mail/mailer';
import type { PaymentProvider } from '../payments/payment-provider';
import { settlePaymentsForCancellation } from '../payments/payments.service';
import { readRevealDays } from './trip-settings';
import { findTripServiceLines, setPartnerPayout, setPreferenceStatus, updateTrip, type TripContext } from './trips.repository';

/**
 * The admin-side transitions of DESIGN.md section 4, each run inside the caller's transaction on a
 * locked trip row. Mail is returned to the caller, who writes it to the outbox in that transaction.
 */
export interface TransitionEnv {
  tx: Tx;
  publicUrl: string;
  payments: PaymentProvider;
}

export function assertTransition(from: TripStatus, to: TripStatus): void {
  if (from === to) throw conflict(tripTexts.alreadyInStatus(to));
  if (to === 'confirmed') throw conflict(tripTexts.confirmedByPayment);
  if (!canTransition(from, to)) throw conflict(tripTexts.invalidTransition(from, to));
}

export async function revealTrip(env: TransitionEnv, ctx: TripContext): Promise<MailMessage> {
  const trip = await updateTrip(env.tx, ctx.trip.id, { status: 'revealed', revealedAt: ctx.trip.revealedAt ?? new Date() });
  const dates = tripDates(ctx.preference.departureDate, ctx.preference.duration, await readRevealDays(env.tx));
  return travellerEmails.destinationRevealed(
    ctx.traveller,
    { tripId: trip.id, destination: trip.destination ?? 'your destination', name: trip.name, departureDate: dates.departure_date, returnDate: dates.return_date },
    env.publicUrl,
  );
}

/** Completion writes every partner's payout once: lines that already carry one keep it. */
export async function completeTrip(env: TransitionEnv, ctx: TripContext): Promise<MailMessage> {
  for (const line of await findTripServiceLines(env.tx, ctx.trip.id)) {
    if (line.partnerPayoutMinor === null) {
      await setPartnerPayout(env.tx, line.id, partnerPayoutMinor(line.unitPriceMinor, ctx.preference.travellerCount, line.commissionRate));
    }
  }
  const now = new Date();
  await updateTrip(env.tx, ctx.trip.id, { status: 'completed', completedAt: now, revealedAt: ctx.trip.revealedAt ?? now });
  await setPreferenceStatus(env.tx, ctx.preference.id, 'completed');
  return travellerEmails.completionConfirmed(ctx.traveller, { tripId: ctx.trip.id }, env.publicUrl);
}

/** Cancels, refunding a paid trip through the provider; if the refund fails nothing changes (502). */
export async function cancelTrip(env: TransitionEnv, ctx: TripContext): Promise<MailMessage> {
  const refunded = await settlePaymentsForCancellation(env.tx, env.payments, ctx);
  await updateTrip(env.tx, ctx.trip.id, { status: 'cancelled', paymentStatus: refunded ? 'refunded' : ctx.trip.paymentStatus === 'paid' ? 'paid' : 'na' });
  await setPreferenceStatus(env.tx, ctx.preference.id, 'cancelled');
  const refund = refunded ? { amount: minorToDecimal(refunded.amountMinor, refunded.currency), currency: refunded.currency } : null;
  return travellerEmails.cancelled(ctx.traveller, { tripId: ctx.trip.id, refund }, env.publicUrl);
}
