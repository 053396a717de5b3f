import { PencilLine } from 'lucide-react';
import { adminPreferenceTexts, describeProposalChange, paths, proposalTexts as t, type AdminTrip } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { LinkButton } from '@/components/ui/link-button';
import { Panel } from '@/components/ui/panel';
import { formatDateTime } from '@/lib/format-date';
import { InclusionsList } from '../proposal/inclusions-list';
import { canReviseProposal } from './revise-proposal-view';

/**
 * The proposal as the traveller sees it (issue 18): version, teaser, what is included, what the last
 * revision changed, the traveller's answer, and Revise proposal while it is unpaid.
 */
export function AdminProposalPanel({ trip }: { trip: AdminTrip }) {
  const answer = trip.proposal_answer;
  return (
    <Panel title={`${t.adminProposalTitle} · ${t.revisionLabel(trip.revision)}`}>
      <div className="space-y-4">
        {answer && (
          <Alert tone={answer.kind === 'declined' ? 'error' : 'info'}>
            <p className="font-semibold">{answer.kind === 'declined' ? t.travellerDecline : t.travellerRequest}</p>
            <p className="mt-1 whitespace-pre-line">{answer.message}</p>
            <p className="mt-1 text-xs">{adminPreferenceTexts.answeredOn(formatDateTime(answer.answered_at))}</p>
          </Alert>
        )}
        {trip.teaser && <p className="rounded-lg bg-violet-50 p-3 text-sm italic text-violet-950">{trip.teaser}</p>}
        <InclusionsList nights={trip.nights} inclusions={trip.inclusions} />
        {trip.revision > 1 && trip.changes.length > 0 && (
          <div>
            <p className="text-sm font-semibold text-slate-800">{t.whatChanged}</p>
            <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
              {trip.changes.map((c) => (
                <li key={c.field}>{describeProposalChange(c, trip.currency)}</li>
              ))}
            </ul>
          </div>
        )}
        {canReviseProposal(trip) && (
          <LinkButton to={paths.adminReviseTrip.to({ id: trip.id })} variant={answer?.kind === 'changes_requested' ? 'primary' : 'secondary'}>
            <PencilLine className="size-4" aria-hidden />
            {t.reviseProposal}
          </LinkButton>
        )}
      </div>
    </Panel>
  );
}
