import { canTravellerCancel, cancellationTexts, depositMinorOf, minorToDecimal, quoteCancellation, type CancellationQuote } from '@mt/shared';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import { paidMinorByTrip } from '../billing/payments-ledger.service';
import { readBookingTerms } from '../settings/settings.service';
import { findOwnTrip } from './trip-context.service';

/**
 * GET /api/trips/{id}/cancellation (issue 18 section 3, docs/decisions/0014): what cancelling today
 * would refund, from the current cancellation table, the agreed deposit and what the ledger says was
 * paid and kept. Reads only; the cancellation itself is a later step.
 */
export async function cancellationQuote(db: Db, travellerId: number, tripId: number, now = new Date()): Promise<CancellationQuote> {
  const { trip, preference } = await findOwnTrip(db, travellerId, tripId);
  if (!canTravellerCancel(trip)) throw conflict(cancellationTexts.notCancellable);
  const [terms, paid] = await Promise.all([readBookingTerms(db), paidMinorByTrip(db, [trip.id])]);
  const quote = quoteCancellation({
    tiers: terms.cancellation_tiers,
    totalMinor: trip.totalPriceMinor,
    // "Everything but the deposit": a trip paid in one charge keeps a deposit's worth at today's
    // percent, or paying in full would be a way round the terms (docs/decisions/0014).
    depositMinor: trip.depositMinor ?? depositMinorOf(trip.totalPriceMinor, terms.deposit_percent),
    paidMinor: paid.get(trip.id) ?? 0,
    currency: trip.currency,
    departureDate: preference.departureDate,
    today: now.toISOString().slice(0, 10),
  });
  return {
    refund: minorToDecimal(quote.refundMinor, quote.currency),
    fee: minorToDecimal(quote.feeMinor, quote.currency),
    currency: quote.currency,
    days_before_departure: quote.days_before_departure,
    tier: quote.tier,
  };
}
