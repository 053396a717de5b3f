import { adminPostponementTexts as t, formatMoney, type AdminTrip } from '@mt/shared';
import { formatDate } from '@/lib/format-date';
import { longDate } from '../../utils/format';

/**
 * The trip page's postponement line (docs/decisions/0016): where the departure was before, and when
 * it moved; a fee still waiting, and the date it would move the trip to. Nothing for a trip never
 * postponed.
 */
export function AdminPostponementDetail({ trip }: { trip: Pick<AdminTrip, 'postponed_from' | 'postponed_at' | 'pending_postponement'> }) {
  const pending = trip.pending_postponement;
  if (trip.postponed_from === null && pending === null) return null;
  return (
    <div className="space-y-1">
      {trip.postponed_from !== null && (
        <p>{trip.postponed_at ? t.postponedOn(longDate(trip.postponed_from), formatDate(trip.postponed_at)) : t.postponedFrom(longDate(trip.postponed_from))}</p>
      )}
      {pending && <p className="text-amber-900">{t.feePendingDetail(formatMoney(pending.fee, pending.currency), longDate(pending.departure_date))}</p>}
    </div>
  );
}
