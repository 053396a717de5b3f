import { minorToDecimal, newDateProblem, postponeConflict } from '@mt/shared';
import { postponementEmails } from '../mail/postponement-emails';
import { insertRefund, setPaymentStatus, type PaymentRow } from '../billing/payments-ledger.service';
import type { ProviderEventContext } from '../billing/provider-events';
import { withProvider } from '../billing/with-provider';
import { applyPostponement } from './postponement-apply';
import { lockPostponementOfPayment, setPostponementStatus, type PostponementRow } from './postponements.repository';
import type { TripContext } from './trips.repository';

/** Why the postponement can no longer take effect now, or null (the request's rules, re-checked today). */
function refusalNow(trip: TripContext, row: PostponementRow, today: string): string | null {
  if (row.status === 'canceled') return 'a newer postponement request replaced this one.';
  const { trip: t, preference } = trip;
  return (
    postponeConflict({ status: t.status, payment_status: t.paymentStatus, departureDate: preference.departureDate, postponedFrom: t.postponedFrom, today }) ??
    newDateProblem({ departureDate: preference.departureDate, today, balanceDueDate: t.paymentStatus === 'deposit_paid' ? t.balanceDueDate : null }, row.toDate)
  );
}

/**
 * A postponement fee charge succeeded (docs/decisions/0016), inside the event's transaction on the
 * locked trip; the ledger row is 'succeeded' already, so a replayed event never gets here twice. When
 * the rules still hold the postponement takes effect; when they no longer do (the trip was cancelled
 * or postponed meanwhile, a newer request replaced this one) the fee goes back in full.
 */
export async function applyPostponementFee(ctx: ProviderEventContext, trip: TripContext, payment: PaymentRow): Promise<void> {
  const row = await lockPostponementOfPayment(ctx.tx, payment.id);
  if (!row || row.status === 'applied' || row.status === 'refunded') {
    ctx.log.warn({ tripId: trip.trip.id, paymentId: payment.id, postponement: row?.status ?? null }, 'postponement fee succeeded without a pending postponement; left to admins');
    return;
  }
  const today = new Date().toISOString().slice(0, 10);
  const refusal = refusalNow(trip, row, today);
  if (!refusal) {
    await applyPostponement(ctx.tx, trip, row, { publicUrl: ctx.publicUrl, email: ctx.email });
    return;
  }
  await refundFee(ctx, trip, payment, row, refusal);
}

async function refundFee(ctx: ProviderEventContext, trip: TripContext, payment: PaymentRow, row: PostponementRow, reason: string): Promise<void> {
  const provider = ctx.payments;
  if (!provider || provider.name !== payment.provider) {
    // The fee was taken by a provider this installation no longer talks to: an admin refunds it by hand.
    ctx.log.error({ tripId: trip.trip.id, paymentId: payment.id, reason }, 'postponement fee taken but not applicable, and no provider to refund it');
    return;
  }
  // The key names the charge, like a cancellation's refunds: whichever comes first, the fee goes back once.
  const refund = await withProvider(() =>
    provider.refundPayment({ paymentIntentId: payment.providerPaymentId, amountMinor: payment.amountMinor, idempotencyKey: `refund-payment-${payment.id}` }),
  );
  await insertRefund(ctx.tx, {
    paymentId: payment.id,
    tripId: payment.tripId,
    provider: payment.provider,
    providerRefundId: refund.id,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    status: refund.status,
    reason: 'postponement',
  });
  await setPaymentStatus(ctx.tx, payment.id, 'refunded');
  await setPostponementStatus(ctx.tx, row.id, 'refunded');
  ctx.log.warn({ tripId: trip.trip.id, paymentId: payment.id, reason }, 'postponement fee refunded: the postponement no longer applies');
  const amount = minorToDecimal(payment.amountMinor, payment.currency);
  await ctx.email(postponementEmails.feeRefunded(trip.traveller, { tripId: trip.trip.id, amount, currency: payment.currency, reason }, ctx.publicUrl));
}
