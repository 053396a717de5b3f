import { adminTripTexts as t, type AdminTrip } from '@mt/shared';
import { cn } from '@/lib/cn';
import { AdminStatusBadge } from './admin-trip-badges';

interface RebookingChainNavProps {
  links: AdminTrip[];
  currentId: number;
  /** The trip the page was opened for (the preference's own trip), marked in the list. */
  anchorId?: number;
  onSelect(id: number): void;
}

/** Spec 3: the rebooking chain, oldest first ('Original Trip', then 'Rebooking #n'); any link can be opened. */
export function RebookingChainNav({ links, currentId, anchorId, onSelect }: RebookingChainNavProps) {
  if (links.length < 2) return null;
  return (
    <nav aria-label={t.rebookingChain} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 className="mb-4 text-xl font-semibold text-slate-900">{t.rebookingChain}</h2>
      <ol className="flex flex-wrap gap-2">
        {links.map((trip, i) => {
          const current = trip.id === currentId;
          return (
            <li key={trip.id}>
              <button
                type="button"
                onClick={() => onSelect(trip.id)}
                aria-current={current ? 'true' : undefined}
                className={cn(
                  'flex flex-col items-start gap-1 rounded-lg px-3 py-2 text-left text-sm ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                  current ? 'bg-brand-50 ring-brand-700' : 'bg-white ring-slate-300 hover:bg-slate-50',
                )}
              >
                <span className="font-semibold text-slate-900">
                  {i === 0 ? t.originalTrip : t.rebookingNumber(i)} · #{trip.id}
                </span>
                <AdminStatusBadge trip={trip} />
                {(current || trip.id === anchorId) && (
                  <span className="text-xs text-slate-700">
                    {[current ? t.viewingTrip : null, trip.id === anchorId ? t.thisPreferencesTrip : null].filter(Boolean).join(' · ')}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
