import { describeProposalChange, proposalTexts as t, type TravellerTrip } from '@mt/shared';

/** "Revised proposal (version n)" and what the latest revision changed, in the traveller's words. */
export function ProposalChanges({ trip }: { trip: Pick<TravellerTrip, 'revision' | 'changes' | 'currency'> }) {
  if (trip.revision < 2 || trip.changes.length === 0) return null;
  return (
    <section aria-label={t.whatChanged} className="rounded-lg bg-amber-50 p-4 ring-1 ring-amber-200">
      <h4 className="text-sm font-semibold text-amber-950">{t.revisedTitle(trip.revision)}</h4>
      <p className="mt-1 text-xs font-medium uppercase tracking-wide text-amber-900">{t.whatChanged}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-amber-950">
        {trip.changes.map((c) => (
          <li key={c.field}>{describeProposalChange(c, trip.currency)}</li>
        ))}
      </ul>
    </section>
  );
}
