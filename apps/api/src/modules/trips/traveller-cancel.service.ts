import {
  PRICE_PAYMENT_KINDS,
  canTravellerCancel,
  cancelTripTexts,
  cancellationTexts,
  decimalToMinor,
  minorToDecimal,
  splitKeptMoney,
  type CancelTripInput,
  type CancelTripResponse,
  type PaymentKind,
  type PaymentStatus,
  tripTexts,
} from '@mt/shared';
import type { Tx } from '../../db/client';
import { AppError, conflict } from '../../lib/errors';
import { lockSucceededPayments, refundedMinorOf } from '../billing/payments-ledger.service';
import type { PaymentProvider } from '../billing/payment-provider';
import { cancellationEmails } from '../mail/cancellation-emails';
import { queueMail } from '../mail/mail.service';
import { findAdminAccounts } from '../users/users.service';
import type { TripDeps } from './admin-trips.service';
import { quoteTripCancellation } from './cancellation-quote.service';
import { moveTrip } from './move-trip';
import { lockOwnTrip, type TripContext } from './trip-context.service';
import { cancelOpenIntents, refundCharges, type ChargeRefund } from './trip-refunds';
import { setLineKeptShare } from './trip-cancellation.repository';
import { travellerTripDto } from './traveller-trips.service';
import { findTripServiceLines, setPreferenceStatus } from './trips.repository';

/**
 * POST /api/trips/{id}/cancel (issue 18 section 3, docs/decisions/0015). In one transaction on the
 * locked trip: today's quote (the agreed tiers), the check against what the traveller was shown, the
 * move to cancelled, open intents cancelled, the quoted refund made at the provider over the price
 * charges (the balance first, so the deposit is what is kept), the kept money split over the service
 * lines for the partners and the revenue, the preference cancelled and the e-mails queued. A provider
 * failure answers 502 and nothing is written.
 */
export async function cancelTripByTraveller(deps: TripDeps, travellerId: number, tripId: number, input: NonNullable<CancelTripInput>, now = new Date()): Promise<CancelTripResponse> {
  const done = await deps.db.transaction(async (tx) => {
    const ctx = await lockOwnTrip(tx, travellerId, tripId);
    if (!canTravellerCancel(ctx.trip)) throw conflict(cancellationTexts.notCancellable);
    // Nothing is paid before the first charge confirms a trip: the proposal is declined, not cancelled.
    if (ctx.trip.status === 'pending_confirmation') throw conflict(cancelTripTexts.unpaidUseDecline);
    const quote = await quoteTripCancellation(tx, ctx, now);
    const refund = minorToDecimal(quote.refundMinor, quote.currency);
    if (input.expected_refund !== undefined && decimalToMinor(input.expected_refund, quote.currency) !== quote.refundMinor) {
      throw conflict(cancelTripTexts.quoteChanged(refund, quote.currency));
    }
    await moveTrip(tx, ctx, 'cancelled', { keptMinor: quote.feeMinor > 0 ? quote.feeMinor : null, paymentStatus: paymentStatusAfter(ctx.trip.paymentStatus, quote.refundMinor, quote.feeMinor) });
    await cancelOpenIntents(tx, deps.payments, ctx.trip.id);
    await refundCharges(tx, deps.payments, await refundPlan(tx, deps.payments, ctx, quote.refundMinor));
    await shareKeptMoney(tx, ctx, quote.feeMinor);
    await setPreferenceStatus(tx, ctx.preference.id, 'cancelled');
    const facts = { tripId, refund, fee: minorToDecimal(quote.feeMinor, quote.currency), currency: quote.currency, tierLabel: quote.tier.label };
    const admins = await findAdminAccounts(tx);
    const travellerName = ctx.traveller.name;
    const reason = input.reason ? input.reason : null;
    await queueMail(tx, [
      cancellationEmails.toTraveller(ctx.traveller, facts, deps.config.publicUrl),
      ...admins.map((a) => cancellationEmails.toTeam(a, { ...facts, travellerName, reason }, deps.config.publicUrl)),
    ]);
    return facts;
  });
  deps.mail.kick();
  return {
    message: cancelTripTexts.cancelled(done.refund, done.fee, done.currency),
    trip: await travellerTripDto(deps.db, travellerId, tripId),
    refund: done.refund,
    fee: done.fee,
    currency: done.currency,
  };
}

/**
 * `refunded` when nothing is kept, `partially_refunded` when something is. Nothing refunded (under 14
 * days with the defaults) leaves the payment status as it was (`paid` or `deposit_paid`): the money was
 * taken and kept, and the trip's own status says it is cancelled.
 */
export function paymentStatusAfter(current: PaymentStatus, refundMinor: number, feeMinor: number): PaymentStatus {
  if (refundMinor <= 0) return current;
  return feeMinor > 0 ? 'partially_refunded' : 'refunded';
}

/**
 * The quoted refund spread over the trip's succeeded price charges of this provider, latest first (the
 * balance before the deposit, so the deposit is what is kept). Postponement fees are not part of the
 * quote and are not touched. Each refund's key names the trip, the charge and the amount: a retried
 * cancellation (after a 502) asks the provider for the very same refunds and gets them back instead of
 * new ones.
 */
async function refundPlan(tx: Tx, provider: PaymentProvider, ctx: TripContext, refundMinor: number): Promise<ChargeRefund[]> {
  const plan: ChargeRefund[] = [];
  let remaining = refundMinor;
  const charges = (await lockSucceededPayments(tx, ctx.trip.id))
    .filter((c) => (PRICE_PAYMENT_KINDS as readonly PaymentKind[]).includes(c.kind) && c.provider === provider.name)
    .sort((a, b) => b.id - a.id);
  for (const charge of charges) {
    if (remaining <= 0) break;
    const take = Math.min(remaining, charge.amountMinor - (await refundedMinorOf(tx, charge.id)));
    if (take <= 0) continue;
    plan.push({ charge, amountMinor: take, idempotencyKey: `cancel-trip-${ctx.trip.id}-payment-${charge.id}-${take}` });
    remaining -= take;
  }
  // Money taken by another provider (the site switched from the sandbox to Stripe) cannot be refunded here.
  if (remaining > 0) throw new AppError(502, tripTexts.refundFailed);
  return plan;
}

/** What was kept, split over the service lines: each partner's payout and the line's share of the revenue. */
async function shareKeptMoney(tx: Tx, ctx: TripContext, keptMinor: number): Promise<void> {
  if (keptMinor <= 0) return;
  const lines = await findTripServiceLines(tx, ctx.trip.id);
  const shares = splitKeptMoney(keptMinor, ctx.preference.travellerCount, lines.map((l) => ({ unitPriceMinor: l.unitPriceMinor, commissionRate: Number(l.commissionRate) })));
  for (const [i, line] of lines.entries()) await setLineKeptShare(tx, line.id, shares[i]!.keptValueMinor, shares[i]!.partnerPayoutMinor);
}
