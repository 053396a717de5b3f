import { z } from 'zod';
import { formatMoney } from '../money/money';
import { travellerTripSchema } from './trip.schemas';

/**
 * The traveller's cancellation (issue 18 section 3, docs/decisions/0015): POST /api/trips/{id}/cancel
 * refunds what today's quote says (cancellation-quote.ts) and cancels the trip.
 */
export const CANCEL_REASON_MAX = 1000;

export const cancelTripTexts = {
  reasonTooLong: `Please keep the reason under ${CANCEL_REASON_MAX.toLocaleString('en-US')} characters.`,
  expectedRefundInvalid: 'The expected refund must be an amount of zero or more.',
  /** The quote moved since the traveller read it (midnight passed, or the team changed the table). */
  quoteChanged: (refund: number, currency: string) =>
    `The cancellation terms for today have changed: cancelling now refunds ${formatMoney(refund, currency)}. Nothing was cancelled; check the new amount and confirm again.`,
  /** An unpaid proposal is declined, not cancelled (decision 0015): it has nothing to refund. */
  unpaidUseDecline: 'This proposal is not paid yet, so there is nothing to cancel: decline it instead, and tell us why.',
  cancelled: (refund: number, fee: number, currency: string) =>
    refund > 0
      ? `Your trip is cancelled. We are refunding ${formatMoney(refund, currency)} to your card${fee > 0 ? `; ${formatMoney(fee, currency)} is kept under the cancellation terms` : ''}.`
      : `Your trip is cancelled. Under the cancellation terms nothing is refunded; ${formatMoney(fee, currency)} is kept.`,

  // The traveller's dialog (apps/web, features/trips).
  cancelTrip: 'Cancel trip',
  dialogTitle: (tripId: number) => `Cancel trip #${tripId}`,
  dialogDescription: "What cancelling today gives back, under this trip's cancellation terms.",
  loadingQuote: 'Working out your refund…',
  quoteFailed: 'We could not work out your refund just now. Please try again.',
  refundLabel: 'Refunded to your card',
  feeLabel: 'Kept under the terms',
  daysBefore: (days: number) =>
    days > 0 ? `${days} day${days === 1 ? '' : 's'} before departure` : days === 0 ? 'The departure day' : `${-days} day${days === -1 ? '' : 's'} after the departure`,
  tierApplies: 'Applies today',
  tableTitle: 'The cancellation terms of this trip',
  reasonLabel: 'Why are you cancelling? (optional)',
  reasonHint: 'The team reads it; it does not change the refund.',
  keep: 'Keep my trip',
  confirm: (refund: number, currency: string) => (refund > 0 ? `Cancel and refund ${formatMoney(refund, currency)}` : 'Cancel with no refund'),
  cancelFailed: 'The trip could not be cancelled. Please try again.',
  /** On a cancelled trip, the traveller's and the admin's views. */
  refundedNote: (refund: number, currency: string) => `Refunded ${formatMoney(refund, currency)}`,
  keptNote: (kept: number, currency: string) => `Kept ${formatMoney(kept, currency)}`,
} as const;

export const cancelTripSchema = z
  .object({
    reason: z.string().trim().max(CANCEL_REASON_MAX, cancelTripTexts.reasonTooLong).optional(),
    /** The refund the traveller was shown (the quote's `refund`); a different quote today answers 409. */
    expected_refund: z.number({ error: cancelTripTexts.expectedRefundInvalid }).min(0, cancelTripTexts.expectedRefundInvalid).optional(),
  })
  // A client may send no body at all: cancel at today's quote, without checking it.
  .nullish();
export type CancelTripInput = z.input<typeof cancelTripSchema>;

export const cancelTripResponseSchema = z.object({
  message: z.string(),
  trip: travellerTripSchema,
  refund: z.number(),
  fee: z.number(),
  currency: z.string(),
});
export type CancelTripResponse = z.infer<typeof cancelTripResponseSchema>;
