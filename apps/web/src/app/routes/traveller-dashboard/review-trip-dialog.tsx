import { type TravellerTrip } from '@mt/shared';
import { useTripDetails } from '@/features/trips/api/get-trip-details';
import { ReviewModal } from '@/features/reviews/components/review-modal';

/** The review form gets the trip's services from the trips feature (features do not import each other). */
export function ReviewTripDialog({ trip, onClose, onMarkComplete }: { trip: TravellerTrip; onClose(): void; onMarkComplete(): void }) {
  const details = useTripDetails(trip.id, trip.is_revealed);
  const services = !trip.is_revealed || details.isError ? [] : details.data?.services;
  return <ReviewModal tripId={trip.id} services={services} askToComplete={trip.can_complete} onClose={onClose} onMarkComplete={onMarkComplete} />;
}
