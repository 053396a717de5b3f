import type { PaymentStatus, TripStatus } from './trip-status';
import { canReview, canTravellerComplete } from './trip-lifecycle';
import { tripTexts } from './trip.texts';
import { tripEndTexts } from './trip-end.texts';

/**
 * Rules that follow a trip's end date (issue 19 section 4, docs/decisions/0021). `today` is the UTC
 * calendar day of the server's clock (YYYY-MM-DD); the end date is return_date (departure + nights).
 * The server answers with these rules and sends their outcome in the traveller's DTO, so the web shows
 * the same buttons without trusting the browser's clock.
 */
interface DatedTrip {
  status: TripStatus;
  payment_status: PaymentStatus;
  return_date: string;
}

/** From the end date on (the day the traveller comes home counts). */
export const hasEnded = (endDate: string, today: string) => today >= endDate;

/** Why the traveller may not mark the trip completed today, or null when they may. */
export function travellerCompletionConflict(t: DatedTrip, today: string): string | null {
  if (!canTravellerComplete(t)) return tripTexts.notCompletable;
  if (!hasEnded(t.return_date, today)) return tripEndTexts.notCompletableYet(t.return_date);
  return null;
}

/** Reviews: a paid trip once completed, or a revealed or pending-completion one from its end date on. */
export function reviewConflict(t: DatedTrip, today: string): 'not_reviewable' | 'too_early' | null {
  if (canReview(t, today)) return null;
  // Reviewable the day it ends: only the date stands in the way.
  return canReview(t, t.return_date) ? 'too_early' : 'not_reviewable';
}
