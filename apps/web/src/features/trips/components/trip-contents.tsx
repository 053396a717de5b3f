import { proposalTexts, tripTexts, type TravellerTrip } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useTripDetails } from '../api/get-trip-details';
import { detailsErrorMessage, isNotRevealed } from '../utils/errors';
import { longDate } from '../utils/format';
import { Countdowns } from './countdowns';
import { TripServicesList } from './trip-services-list';
import { TripCompanion } from './companion/trip-companion';
import { CalendarButton } from './calendar-button';

/**
 * What a trip holds, as far as the traveller may know: after the reveal the destination, dates,
 * services and the calendar file; before it the countdowns, and for a paid trip its dates-only calendar
 * file (or a line for a trip that never got there).
 */
export function TripContents({ trip, past = false }: { trip: TravellerTrip; past?: boolean }) {
  const details = useTripDetails(trip.id, trip.is_revealed);

  if (!trip.is_revealed || isNotRevealed(details.error)) {
    if (trip.status === 'cancelled') {
      const declined = trip.proposal_answer?.kind === 'declined';
      return <p className="text-sm text-slate-700">{declined ? proposalTexts.declinedNote : 'This trip was cancelled before its destination was revealed.'}</p>;
    }
    return (
      <div className="space-y-3">
        <Countdowns trip={trip} />
        {trip.status === 'confirmed' && <CalendarButton tripId={trip.id} />}
      </div>
    );
  }
  if (details.isPending) return <Spinner label="Loading your trip…" />;
  if (details.isError) return <Alert tone="error">{detailsErrorMessage(details.error, past)}</Alert>;
  const d = details.data;
  return (
    <div className="space-y-4">
      <div>
        <p className="text-sm font-medium text-violet-800">Your destination</p>
        <p className="text-xl font-bold text-slate-900">{d.destination ?? d.name}</p>
        <p className="text-sm text-slate-700">
          “{d.name}” · {longDate(d.departure_date)} – {longDate(d.return_date)}
        </p>
      </div>
      {d.services.length > 0 && <TripServicesList services={d.services} title={tripTexts.includesTitle} />}
      <TripCompanion details={d} />
      <CalendarButton tripId={trip.id} />
    </div>
  );
}
