import { CalendarClock, Plane } from 'lucide-react';
import { paymentPlanTexts, type TravellerTrip } from '@mt/shared';
import { countdownText, daysUntil, longDate } from '../utils/format';

/** Before the reveal: when the destination will be revealed and when the trip leaves (no destination, no services). */
export function Countdowns({ trip, now }: { trip: TravellerTrip; now?: Date }) {
  const reveal = daysUntil(trip.reveal_date, now);
  const departure = daysUntil(trip.departure_date, now);
  const paid = trip.payment_status === 'paid';
  // Only a fully paid trip is revealed (docs/decisions/0013).
  const waitsFor = trip.payment_status === 'deposit_paid' ? paymentPlanTexts.revealAfterBalance : paymentPlanTexts.revealAfterPayment;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="flex items-start gap-3 rounded-xl bg-violet-50 p-4 ring-1 ring-violet-200">
        <CalendarClock className="mt-0.5 size-5 text-violet-800" aria-hidden />
        <div>
          <p className="text-sm font-medium text-violet-900">Destination reveal</p>
          <p className="text-lg font-semibold text-slate-900">{paid ? countdownText(reveal) : waitsFor}</p>
          <p className="text-sm text-slate-600">{paid ? longDate(trip.reveal_date) : `Planned for ${longDate(trip.reveal_date)}`}</p>
        </div>
      </div>
      <div className="flex items-start gap-3 rounded-xl bg-sky-50 p-4 ring-1 ring-sky-200">
        <Plane className="mt-0.5 size-5 text-sky-800" aria-hidden />
        <div>
          <p className="text-sm font-medium text-sky-900">Departure</p>
          <p className="text-lg font-semibold text-slate-900">{countdownText(departure)}</p>
          <p className="text-sm text-slate-600">{longDate(trip.departure_date)}</p>
        </div>
      </div>
    </div>
  );
}
