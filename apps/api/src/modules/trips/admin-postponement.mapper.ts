import { minorToDecimal, type AdminPostponementFields } from '@mt/shared';
import type { PendingPostponement } from './postponements.repository';
import type { TripRow } from './trips.repository';

/**
 * The admin trip's postponement fields (docs/decisions/0016). Unlike the traveller's block, a pending
 * fee shows even when the trip could no longer be postponed: the charge is open at the provider, and
 * if it is paid the fee is refunded, which the team should see coming.
 */
export function adminPostponementFieldsFor(trip: TripRow, pending: PendingPostponement | undefined): AdminPostponementFields {
  return {
    postponed_from: trip.postponedFrom,
    postponed_at: trip.postponedAt?.toISOString() ?? null,
    pending_postponement: pending ? { departure_date: pending.toDate, fee: minorToDecimal(pending.feeMinor, pending.currency), currency: pending.currency } : null,
  };
}
