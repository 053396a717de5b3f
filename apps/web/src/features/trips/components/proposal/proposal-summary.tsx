import { Sparkles } from 'lucide-react';
import type { TravellerTrip } from '@mt/shared';
import { InclusionsList } from './inclusions-list';
import { PreferencesBeside } from './preferences-beside';

/**
 * What the proposal buys, next to what the traveller asked for (issue 18): the teaser, nights and
 * inclusions, then their preferences. Shown on the dashboard's card and in the payment modal.
 */
export function ProposalSummary({ trip, compact = false }: { trip: TravellerTrip; compact?: boolean }) {
  return (
    <div className="space-y-4">
      {trip.teaser && (
        <p className="flex gap-2 rounded-lg bg-violet-50 p-3 text-sm italic text-violet-950">
          <Sparkles className="mt-0.5 size-4 shrink-0 text-violet-700" aria-hidden />
          <span>{trip.teaser}</span>
        </p>
      )}
      <div className={compact ? 'space-y-4' : 'grid gap-4 sm:grid-cols-2'}>
        <InclusionsList nights={trip.nights} inclusions={trip.inclusions} />
        <PreferencesBeside trip={trip} />
      </div>
    </div>
  );
}
