import {
  decimalToMinor,
  minorToDecimal,
  newDateProblem,
  postponeConflict,
  postponeTexts,
  type PostponeTripResponse,
} from '@mt/shared';
import type { Tx } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import type { PaymentProvider } from '../billing/payment-provider';
import { countTripPayments, insertPayment, setPaymentStatus } from '../billing/payments-ledger.service';
import { withProvider } from '../billing/with-provider';
import { queueMail } from '../mail/mail.service';
import { readBookingTerms } from '../settings/settings.service';
import type { TripDeps } from './admin-trips.service';
import { applyPostponement } from './postponement-apply';
import { insertPostponement, lockOpenFeeCharges, setPostponementStatus } from './postponements.repository';
import { lockOwnTrip, type TripContext } from './trip-context.service';
import { travellerTripDto } from './traveller-trips.service';

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The rules of docs/decisions/0016 on the locked trip: 409 for the trip's state, 400 for the date. */
export function assertPostponable(ctx: TripContext, newDate: string, today: string): void {
  const { trip, preference } = ctx;
  const state = { status: trip.status, payment_status: trip.paymentStatus, departureDate: preference.departureDate, postponedFrom: trip.postponedFrom, today };
  const refusal = postponeConflict(state);
  if (refusal) throw conflict(refusal);
  // Only a deposit-paid trip still has a balance to fall due; a paid trip's old due date means nothing.
  const dueDate = trip.paymentStatus === 'deposit_paid' ? trip.balanceDueDate : null;
  const problem = newDateProblem({ departureDate: preference.departureDate, today, balanceDueDate: dueDate }, newDate);
  if (problem) throw badRequest(problem);
}

/**
 * POST /api/trips/{id}/postpone. Nothing moves until the fee is paid: this starts the fee charge and
 * records the postponement it pays for; the succeeded charge applies it (postponement-fee-succeeded.ts).
 * A fee of 0 applies it at once. One open fee charge per trip: the same date again gets the same
 * charge back (a double click), another date cancels the older charge at the provider first.
 */
export async function postponeTrip(deps: TripDeps, travellerId: number, tripId: number, newDate: string): Promise<PostponeTripResponse> {
  const today = todayUtc();
  const outcome = await deps.db.transaction(async (tx) => {
    const ctx = await lockOwnTrip(tx, travellerId, tripId);
    assertPostponable(ctx, newDate, today);
    const terms = await readBookingTerms(tx);
    const feeMinor = decimalToMinor(terms.postponement_fee, ctx.trip.currency);
    const reusable = await closeOpenFeeCharges(tx, deps.payments, tripId, newDate, feeMinor);
    if (reusable) return { payment: reusable, mailed: false };
    if (feeMinor === 0) {
      const row = await insertPostponement(tx, { tripId, paymentId: null, fromDate: ctx.preference.departureDate, toDate: newDate, feeMinor: 0, currency: ctx.trip.currency, status: 'pending' });
      await applyPostponement(tx, ctx, row, { publicUrl: deps.config.publicUrl, email: (m) => queueMail(tx, [m]) });
      return { payment: null, mailed: true };
    }
    return { payment: await startFeeCharge(tx, deps.payments, ctx, newDate, feeMinor), mailed: false };
  });
  if (outcome.mailed) deps.mail.kick();
  const message = outcome.payment ? postponeTexts.feeStarted(newDate) : postponeTexts.postponed(newDate);
  return { message, trip: await travellerTripDto(deps.db, travellerId, tripId), payment: outcome.payment };
}

async function startFeeCharge(tx: Tx, provider: PaymentProvider, ctx: TripContext, newDate: string, feeMinor: number) {
  const { trip } = ctx;
  const attempt = (await countTripPayments(tx, trip.id)) + 1;
  const intent = await withProvider(() =>
    provider.createPaymentIntent({
      amountMinor: feeMinor,
      currency: trip.currency,
      metadata: { trip_id: String(trip.id), traveller_id: String(trip.travellerId), part: 'postponement_fee', departure_date: newDate },
      idempotencyKey: `trip-${trip.id}-payment-${attempt}`,
    }),
  );
  const payment = await insertPayment(tx, {
    tripId: trip.id,
    provider: provider.name,
    providerPaymentId: intent.id,
    amountMinor: feeMinor,
    currency: trip.currency,
    status: 'requires_payment_method',
    kind: 'postponement_fee',
  });
  await insertPostponement(tx, { tripId: trip.id, paymentId: payment.id, fromDate: ctx.preference.departureDate, toDate: newDate, feeMinor, currency: trip.currency, status: 'pending' });
  return chargeAnswer(provider, intent.clientSecret, feeMinor, trip.currency);
}

const chargeAnswer = (provider: PaymentProvider, clientSecret: string, feeMinor: number, currency: string) => ({
  clientSecret,
  provider: provider.name,
  amount: minorToDecimal(feeMinor, currency),
  currency,
});

/**
 * The trip's open fee charges: the one for this very date and fee is reused; every other one is
 * cancelled at the provider (and its postponement with it), so two fees can never both be taken.
 * One the provider already took or is taking answers 409: its event decides.
 */
async function closeOpenFeeCharges(tx: Tx, provider: PaymentProvider, tripId: number, newDate: string, feeMinor: number) {
  let reusable: ReturnType<typeof chargeAnswer> | null = null;
  for (const { postponement, payment } of await lockOpenFeeCharges(tx, tripId)) {
    if (payment.provider !== provider.name) {
      // The site switched providers: that intent can no longer be confirmed through this checkout.
      await setPostponementStatus(tx, postponement.id, 'canceled');
      continue;
    }
    const intent = await withProvider(() => provider.retrievePaymentIntent(payment.providerPaymentId));
    if (intent.status === 'succeeded' || intent.status === 'processing') throw conflict(postponeTexts.feeUnderway);
    if (!reusable && intent.status !== 'canceled' && postponement.toDate === newDate && payment.amountMinor === feeMinor) {
      reusable = chargeAnswer(provider, intent.clientSecret, feeMinor, payment.currency);
      continue;
    }
    if (intent.status !== 'canceled') await withProvider(() => provider.cancelPaymentIntent(payment.providerPaymentId));
    await setPaymentStatus(tx, payment.id, 'canceled');
    await setPostponementStatus(tx, postponement.id, 'canceled');
  }
  return reusable;
}
