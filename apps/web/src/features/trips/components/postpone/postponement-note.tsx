import { CalendarClock } from 'lucide-react';
import { formatMoney, postponeTexts, type TravellerTrip } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { longDate } from '../../utils/format';

/** A trip the traveller has booked and not yet travelled: where a postponement is worth explaining. */
const booked = (trip: TravellerTrip) => (trip.status === 'confirmed' || trip.status === 'revealed') && (trip.payment_status === 'paid' || trip.payment_status === 'deposit_paid');

/**
 * On the upcoming trip: "Departure moved from …" once it was, the Postpone action while allowed (with a fee
 * still waiting, if any), or why not, for a booked trip (an unpaid proposal has its own card).
 */
export function PostponementNote({ trip, onPostpone }: { trip: TravellerTrip; onPostpone?(trip: TravellerTrip): void }) {
  const p = trip.postponement;
  if (p.postponed_from) {
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <CalendarClock aria-hidden className="size-4 text-slate-500" />
        {postponeTexts.postponedFrom(longDate(p.postponed_from))}
      </p>
    );
  }
  if (!booked(trip)) return null;
  if (!p.allowed) return p.reason ? <p className="text-sm text-slate-600">{p.reason}</p> : null;
  return (
    // Stacked on phones: beside a button the sentence would be squeezed into a narrow column.
    <div className="flex flex-col items-start gap-3 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200 sm:flex-row sm:items-center">
      <p className="min-w-0 text-sm text-slate-700 sm:flex-1">
        {p.pending
          ? postponeTexts.pending(longDate(p.pending.departure_date), formatMoney(p.pending.amount, p.currency))
          : `${postponeTexts.offer} ${postponeTexts.terms(p.fee > 0 ? formatMoney(p.fee, p.currency) : null)}`}
      </p>
      {onPostpone && (
        <Button variant="secondary" onClick={() => onPostpone(trip)}>
          {p.pending ? postponeTexts.continueAction : postponeTexts.action}
        </Button>
      )}
    </div>
  );
}
