import { adminPreferenceTexts as t, tripPaymentLabel, tripRebookingLabels, type AdminPreference, type PreferenceStatus } from '@mt/shared';
import { cn } from '@/lib/cn';

const tone: Record<PreferenceStatus, string> = {
  new: 'bg-sky-100 text-sky-900 ring-sky-300',
  trip_created: 'bg-violet-100 text-violet-900 ring-violet-300',
  changes_requested: 'bg-amber-100 text-amber-900 ring-amber-300',
  declined: 'bg-rose-100 text-rose-900 ring-rose-300',
  confirmed: 'bg-teal-100 text-teal-900 ring-teal-300',
  completed: 'bg-green-100 text-green-900 ring-green-300',
  cancelled: 'bg-slate-100 text-slate-800 ring-slate-300',
};

export function PreferenceStatusBadge({ status }: { status: PreferenceStatus }) {
  return (
    <span className={cn('inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', tone[status])}>
      {t.statuses[status]}
    </span>
  );
}

/** The preference's status and, when it has a trip, the trip's payment and rebooking labels (spec 3 section 4). */
export function PreferenceStatusCell({ preference }: { preference: AdminPreference }) {
  const trip = preference.associated_trip;
  const payment = trip && tripPaymentLabel(trip);
  const tags = trip ? tripRebookingLabels(trip) : [];
  return (
    <div className="space-y-1">
      <PreferenceStatusBadge status={preference.status} />
      {trip && (
        <p className="text-xs text-slate-700">
          {t.tripLabel(trip.id)}
          {payment && ` · ${payment}`}
        </p>
      )}
      {preference.traveller_answer && (
        <p className="max-w-44 text-xs text-slate-800">
          <span className="font-semibold">{preference.traveller_answer.kind === 'declined' ? t.declineReasonLabel : t.changeRequestLabel}:</span>{' '}
          <span className="line-clamp-2 italic" title={preference.traveller_answer.message}>
            “{preference.traveller_answer.message}”
          </span>
        </p>
      )}
      {tags.length > 0 && (
        <p className="flex flex-wrap gap-1">
          {tags.map((tag) => (
            <span key={tag} className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
              {tag}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
