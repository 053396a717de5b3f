import { BUDGET_LABELS, DURATION_LABELS, INTEREST_LABELS, proposalTexts as t, type TravellerTrip } from '@mt/shared';
import { longDate } from '../../utils/format';

const label = <K extends string>(labels: Record<K, string>, key: string) => labels[key as K] ?? key;

/** The traveller's own preferences beside the proposal, so they can judge it against what they asked for. */
export function PreferencesBeside({ trip }: { trip: TravellerTrip }) {
  const p = trip.preference;
  const rows: [string, string][] = [
    ['Budget', label(BUDGET_LABELS, p.budget_range)],
    ['Duration', label(DURATION_LABELS, p.duration)],
    ['Travellers', String(trip.traveller_count)],
    ['Departure', longDate(trip.departure_date)],
    ['Interests', p.interests.map((i) => label(INTEREST_LABELS, i)).join(', ') || '—'],
  ];
  return (
    <section aria-label={t.yourPreferences} className="rounded-lg bg-slate-50 p-4">
      <h4 className="mb-2 text-sm font-semibold text-slate-800">{t.yourPreferences}</h4>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-600">{k}</dt>
            <dd className="text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
      {p.notes && <p className="mt-2 text-sm italic text-slate-700">“{p.notes}”</p>}
    </section>
  );
}
