import { balanceDueDateOf, minorToDecimal, tripDates } from '@mt/shared';
import { balanceEmails } from '../mail/balance-emails';
import { travellerEmails } from '../mail/traveller-emails';
import type { PaymentRow } from '../billing/payments-ledger.service';
import type { ProviderEventContext } from '../billing/provider-events';
import { readBookingTerms, readRevealDays } from '../settings/settings.service';
import { moveTrip } from './move-trip';
import { applyPostponementFee } from './postponement-fee-succeeded';
import { setPreferenceStatus, updateTrip, type TripContext } from './trips.repository';

/**
 * What a succeeded charge does to its trip (docs/decisions/0013), inside the event's transaction on
 * the locked trip. The full price or a deposit confirms a trip waiting for it ('paid' or
 * 'deposit_paid'); the balance makes a deposit-paid trip 'paid'. The ledger row is 'succeeded'
 * already, so a replayed event never gets here twice.
 */
export async function applyChargeToTrip(ctx: ProviderEventContext, trip: TripContext, payment: PaymentRow): Promise<void> {
  if (payment.kind === 'postponement_fee') return applyPostponementFee(ctx, trip, payment);
  const t = trip.trip;
  const amount = minorToDecimal(payment.amountMinor, payment.currency);
  const reveal = async () => tripDates(trip.preference.departureDate, trip.preference.duration, await readRevealDays(ctx.tx), trip.trip.nights).reveal_date;

  if (t.status === 'pending_confirmation' && (payment.kind === 'full' || payment.kind === 'deposit')) {
    if (payment.kind === 'full') {
      await moveTrip(ctx.tx, trip, 'confirmed', { paymentStatus: 'paid', depositMinor: null, balanceDueDate: null });
      await setPreferenceStatus(ctx.tx, trip.preference.id, 'confirmed');
      await ctx.email(travellerEmails.paymentReceived(trip.traveller, { tripId: t.id, amount, currency: payment.currency, revealDate: await reveal() }, ctx.publicUrl));
      return;
    }
    // The deposit charged is the agreed one; the due date was snapshotted with the offer.
    const dueDate = t.balanceDueDate ?? balanceDueDateOf(trip.preference.departureDate, (await readBookingTerms(ctx.tx)).balance_due_days);
    await moveTrip(ctx.tx, trip, 'confirmed', { paymentStatus: 'deposit_paid', depositMinor: payment.amountMinor, balanceDueDate: dueDate });
    await setPreferenceStatus(ctx.tx, trip.preference.id, 'confirmed');
    const balance = minorToDecimal(t.totalPriceMinor - payment.amountMinor, payment.currency);
    await ctx.email(balanceEmails.depositReceived(trip.traveller, { tripId: t.id, deposit: amount, balance, currency: payment.currency, dueDate }, ctx.publicUrl));
    return;
  }
  if (payment.kind === 'balance' && t.paymentStatus === 'deposit_paid' && t.status === 'confirmed') {
    await updateTrip(ctx.tx, t.id, { paymentStatus: 'paid' });
    await ctx.email(balanceEmails.balanceReceived(trip.traveller, { tripId: t.id, amount, currency: payment.currency, revealDate: await reveal() }, ctx.publicUrl));
    return;
  }
  // Paid after a cancellation raced it, or a second charge a race let through: the money stays
  // visible to admins (a cancelled trip shows it as paid), who refund by hand.
  ctx.log.warn({ tripId: t.id, status: t.status, paymentStatus: t.paymentStatus, kind: payment.kind }, 'charge succeeded for a trip that no longer waits for it');
  if (t.status === 'cancelled') await updateTrip(ctx.tx, t.id, { paymentStatus: 'paid' });
}
