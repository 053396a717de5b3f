import type { TravellerTrip } from '@mt/shared';
import { TripStatusBadge } from './status-badges';

/** Spec 1: the chain as 'Original Trip', then 'Rebooking #n', with the trip on screen marked. */
export function RebookingHistory({ trip }: { trip: TravellerTrip }) {
  if (trip.rebooking_chain.length < 2) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold uppercase tracking-wide text-slate-700">Rebooking history</h4>
      <ol className="mt-2 space-y-1">
        {trip.rebooking_chain.map((link, i) => {
          const current = link.id === trip.id;
          return (
            <li key={link.id} aria-current={current ? 'true' : undefined} className={`flex flex-wrap items-center gap-2 rounded-lg px-3 py-2 text-sm ${current ? 'bg-brand-50 ring-1 ring-brand-700' : 'bg-slate-50'}`}>
              <span className="font-medium text-slate-900">{i === 0 ? 'Original Trip' : `Rebooking #${i}`}</span>
              <span className="text-slate-600">Trip #{link.id}</span>
              <TripStatusBadge status={link.status} />
              {current && <span className="text-xs font-semibold text-brand-800">(this trip)</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
