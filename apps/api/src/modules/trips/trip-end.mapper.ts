import { canReview, travellerCompletionConflict } from '@mt/shared';
import type { PlanContext } from './payment-plan.mapper';
import type { TripRow } from './trips.repository';

/**
 * The traveller's end-date fields (docs/decisions/0021): from when the trip may be marked completed, and
 * whether it may be, or reviewed, today; the same rules the PUT and the review POST answer with.
 */
export function endDateFieldsFor(trip: TripRow, returnDate: string, plan: PlanContext) {
  const state = { status: trip.status, payment_status: trip.paymentStatus, return_date: returnDate };
  return {
    completable_from: returnDate,
    can_complete: travellerCompletionConflict(state, plan.today) === null,
    can_review: canReview(state, plan.today),
  };
}

/**
 * Trips whose destination the traveller already knows: revealed ones, and rebookings of a trip they
 * knew (the rebooking copies its name and destination, docs/decisions/0021), down a chain of rebookings.
 */
export function knownDestinations(rows: { trip: TripRow }[]): Set<number> {
  const byId = new Map(rows.map((r) => [r.trip.id, r.trip]));
  const known = new Set<number>();
  const knows = (trip: TripRow | undefined, seen: Set<number>): boolean => {
    if (!trip || seen.has(trip.id)) return false;
    if (trip.revealedAt !== null) return true;
    seen.add(trip.id);
    return trip.rebookedFrom !== null && knows(byId.get(trip.rebookedFrom), seen);
  };
  for (const { trip } of rows) if (knows(trip, new Set())) known.add(trip.id);
  return known;
}
