import {
  canTravellerCancel,
  cancellationTexts,
  depositMinorOf,
  minorToDecimal,
  quoteCancellation,
  type CancellationQuote,
  type CancellationQuoteMinor,
} from '@mt/shared';
import type { Db, DbOrTx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { paidMinorByTrip } from '../billing/payments-ledger.service';
import { readBookingTerms } from '../settings/settings.service';
import { findOwnTrip, type TripContext } from './trip-context.service';

/**
 * Today's quote for a trip in minor units: the cancellation table agreed when the first charge started
 * (trips.cancellation_tiers, docs/decisions/0015), or today's for a trip without one, the agreed deposit
 * and what the ledger says was paid and kept. The quote and the cancellation both use it.
 */
export async function quoteTripCancellation(db: DbOrTx, ctx: TripContext, now: Date): Promise<CancellationQuoteMinor> {
  const { trip, preference } = ctx;
  const [terms, paid] = await Promise.all([readBookingTerms(db), paidMinorByTrip(db, [trip.id])]);
  return quoteCancellation({
    tiers: trip.cancellationTiers ?? terms.cancellation_tiers,
    totalMinor: trip.totalPriceMinor,
    // "Everything but the deposit": a trip paid in one charge keeps a deposit's worth at the percent
    // agreed with the tiers (today's for an older trip), or paying in full would be a way round the
    // terms (docs/decisions/0014, 0015).
    depositMinor: trip.depositMinor ?? depositMinorOf(trip.totalPriceMinor, trip.cancellationDepositPercent ?? terms.deposit_percent),
    paidMinor: paid.get(trip.id) ?? 0,
    currency: trip.currency,
    departureDate: preference.departureDate,
    today: now.toISOString().slice(0, 10),
  });
}

export function quoteDto(quote: CancellationQuoteMinor): CancellationQuote {
  return {
    refund: minorToDecimal(quote.refundMinor, quote.currency),
    fee: minorToDecimal(quote.feeMinor, quote.currency),
    currency: quote.currency,
    days_before_departure: quote.days_before_departure,
    tier: quote.tier,
  };
}

/**
 * GET /api/trips/{id}/cancellation (issue 18 section 3, docs/decisions/0014): what cancelling today
 * would refund. Reads only.
 */
export async function cancellationQuote(db: Db, travellerId: number, tripId: number, now = new Date()): Promise<CancellationQuote> {
  const ctx = await findOwnTrip(db, travellerId, tripId);
  if (!canTravellerCancel(ctx.trip)) throw conflict(cancellationTexts.notCancellable);
  return quoteDto(await quoteTripCancellation(db, ctx, now));
}
