import { z } from 'zod';
import { tierRangeLabel, tierRefundLabel, type CancellationTier } from '../settings/booking-terms';
import type { TripStatus } from './trip-status';

/**
 * What cancelling a trip today would refund (issue 18 section 3, docs/decisions/0014): the tier of the
 * cancellation table that applies, and the refund and fee it gives. Pure, so the quote the traveller
 * reads and the refund a later cancellation makes come from the same rule.
 */

const DAY_MS = 86_400_000;

/** Whole UTC calendar days from `today` to `departureDate` (YYYY-MM-DD); negative after the departure. */
export function daysBeforeDeparture(today: string, departureDate: string): number {
  return Math.round((Date.parse(`${departureDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * The tier for a cancellation `days` ahead: the longest notice the traveller gave enough of. The table
 * always has a 0-day row; a cancellation on or after the departure day falls in it too.
 */
export function applyingTierIndex(tiers: readonly CancellationTier[], days: number): number {
  const index = tiers.findIndex((t) => days >= t.min_days_before_departure);
  return index === -1 ? tiers.length - 1 : index;
}

export interface CancellationQuoteInput {
  /** The cancellation table, longest notice first (as readBookingTerms answers it). */
  tiers: readonly CancellationTier[];
  totalMinor: number;
  /** The deposit agreed when the traveller paid one (trips.deposit_minor); null for a trip paid in one charge. */
  depositMinor: number | null;
  /** Succeeded price charges less their refunds (the ledger's amount_paid), in minor units. */
  paidMinor: number;
  currency: string;
  /** YYYY-MM-DD. */
  departureDate: string;
  /** YYYY-MM-DD in UTC (the jobs' calendar). */
  today: string;
}

export interface AppliedTier extends CancellationTier {
  /** "30–59 days before departure: 50 % of what you paid". */
  label: string;
}

export interface CancellationQuoteMinor {
  /** What the traveller gets back, in minor units. */
  refundMinor: number;
  /** What the traveller keeps paying: paid − refund, in minor units. */
  feeMinor: number;
  currency: string;
  days_before_departure: number;
  tier: AppliedTier;
}

/**
 * The rule of docs/decisions/0013/0014: keep the deposit first when the tier says so (never more than
 * was paid), refund `refund_percent` % of the rest, rounded to the nearest minor unit with halves up
 * (in integers: no floating point error decides a cent), and keep the rest as the fee.
 */
export function quoteCancellation(input: CancellationQuoteInput): CancellationQuoteMinor {
  const tiers = [...input.tiers].sort((a, b) => b.min_days_before_departure - a.min_days_before_departure);
  const days = daysBeforeDeparture(input.today, input.departureDate);
  const index = applyingTierIndex(tiers, days);
  const tier = tiers[index]!;
  const paid = Math.max(0, input.paidMinor);
  const kept = tier.keeps_deposit && input.depositMinor !== null ? Math.min(Math.max(0, input.depositMinor), input.totalMinor, paid) : 0;
  const refundMinor = Math.floor(((paid - kept) * tier.refund_percent + 50) / 100);
  return {
    refundMinor,
    feeMinor: paid - refundMinor,
    currency: input.currency,
    days_before_departure: days,
    tier: { ...tier, label: `${tierRangeLabel(tiers, index)} before departure: ${tierRefundLabel(tier)}` },
  };
}

/** The traveller may ask for a quote (and later cancel) while the trip is ahead or under way. */
export const TRAVELLER_CANCELLABLE_STATUSES = ['pending_confirmation', 'confirmed', 'revealed'] as const satisfies readonly TripStatus[];
export const canTravellerCancel = (t: { status: TripStatus }) => (TRAVELLER_CANCELLABLE_STATUSES as readonly TripStatus[]).includes(t.status);

export const cancellationTexts = {
  notCancellable: 'This trip can no longer be cancelled here. Completed, cancelled and finished trips have no cancellation quote; write to us if something is wrong.',
} as const;

/** GET /api/trips/{id}/cancellation: amounts in the trip's currency as decimals, like every money field. */
export const cancellationQuoteSchema = z.object({
  refund: z.number(),
  fee: z.number(),
  currency: z.string(),
  /** UTC calendar days from today to the departure; negative once the departure day has passed. */
  days_before_departure: z.number().int(),
  tier: z.object({
    min_days_before_departure: z.number().int(),
    refund_percent: z.number().int(),
    keeps_deposit: z.boolean(),
    label: z.string(),
  }),
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;
