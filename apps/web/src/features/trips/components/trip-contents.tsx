import { CalendarPlus } from 'lucide-react';
import { proposalTexts, tripTexts, type TravellerTrip } from '@mt/shared';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDownloadCalendar } from '../api/download-calendar';
import { useTripDetails } from '../api/get-trip-details';
import { detailsErrorMessage, isNotRevealed } from '../utils/errors';
import { longDate } from '../utils/format';
import { Countdowns } from './countdowns';
import { TripServicesList } from './trip-services-list';
import { TripCompanion } from './companion/trip-companion';

/**
 * What a trip holds, as far as the traveller may know: after the reveal the destination, dates,
 * services and the calendar file; before it the countdowns (or a line for a trip that never got there).
 */
export function TripContents({ trip, past = false }: { trip: TravellerTrip; past?: boolean }) {
  const details = useTripDetails(trip.id, trip.is_revealed);
  const download = useDownloadCalendar();

  if (!trip.is_revealed || isNotRevealed(details.error)) {
    if (trip.status === 'cancelled') {
      const declined = trip.proposal_answer?.kind === 'declined';
      return <p className="text-sm text-slate-700">{declined ? proposalTexts.declinedNote : 'This trip was cancelled before its destination was revealed.'}</p>;
    }
    return <Countdowns trip={trip} />;
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
      <Button
        variant="ghost"
        size="sm"
        className="ring-1 ring-slate-300"
        loading={download.isPending}
        onClick={() => download.mutate(trip.id, { onError: (err) => toast.error(errorMessage(err, tripTexts.calendarFailed)) })}
      >
        <CalendarPlus className="size-4" aria-hidden />
        {tripTexts.downloadCalendar}
      </Button>
    </div>
  );
}
