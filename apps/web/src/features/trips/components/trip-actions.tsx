import { canPay, canTravellerComplete, paymentPlanTexts, tripEndTexts, tripTexts, type TravellerTrip } from '@mt/shared';
import { Button } from '@/components/ui/button';

export interface TripActionHandlers {
  onPay(trip: TravellerTrip): void;
  onReview(trip: TravellerTrip): void;
  onComplete(trip: TravellerTrip): void;
  /** Opens the postponement dialog (docs/decisions/0016); without it the action is not offered. */
  onPostpone?(trip: TravellerTrip): void;
  /** The trip whose completion request is on its way. */
  completingId?: number | null;
}

/**
 * Pay Now / Review Trip / Mark as Completed by the rules of spec 1 section 4 (shared with the server
 * through packages/shared): each button only when its action is allowed. Completion and reviews follow
 * the trip's end date on the server's clock (can_complete, can_review; docs/decisions/0021), and a paid
 * trip that has not ended yet says from when it can be marked completed.
 */
export function TripActions({ trip, onPay, onReview, onComplete, completingId }: TripActionHandlers & { trip: TravellerTrip }) {
  const pay = canPay(trip);
  const review = trip.can_review;
  const complete = trip.can_complete;
  const notYet = !complete && canTravellerComplete(trip);
  if (!pay && !review && !complete && !notYet) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {pay && <Button onClick={() => onPay(trip)}>{trip.payment_status === 'deposit_paid' ? paymentPlanTexts.payBalance : tripTexts.payNow}</Button>}
      {review && (
        <Button variant="secondary" disabled={trip.has_reviewed} onClick={() => onReview(trip)}>
          {trip.has_reviewed ? tripTexts.alreadyReviewed : tripTexts.reviewTrip}
        </Button>
      )}
      {complete && (
        <Button variant="secondary" loading={completingId === trip.id} onClick={() => onComplete(trip)}>
          {tripTexts.markCompleted}
        </Button>
      )}
      {notYet && <p className="text-sm text-slate-600">{tripEndTexts.completeFromHint(trip.completable_from)}</p>}
    </div>
  );
}
