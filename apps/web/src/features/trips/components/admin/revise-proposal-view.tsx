import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { adminTripTexts, paths, proposalTexts as t, type AdminService, type AdminTrip } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useAdminTrip } from '../../api/admin/get-admin-trip';
import { useAdminTripServices } from '../../api/admin/get-admin-trip-services';
import { useReviseProposal } from '../../api/admin/revise-proposal';
import { useProposalDraft, type DraftStart } from '../../hooks/use-proposal-draft';
import { contentFormOf } from '../../utils/proposal-form';
import { LoadError } from './load-error';
import { ProposalPanel } from './proposal-panel';
import { ServicePicker, type ServicesSource } from './service-picker';
import { useAdminPreference } from '../../api/admin/get-admin-preference';
import { PreferenceNeedsPanel } from './preference-needs-list';

/** Whether the admin may still change the proposal: the server's rule (unpaid, waiting for its payment). */
export const canReviseProposal = (trip: Pick<AdminTrip, 'status' | 'payment_status'>) => trip.status === 'pending_confirmation' && trip.payment_status !== 'paid';

function ReviseForm({ trip, services, start }: { trip: AdminTrip; services: ServicesSource; start: DraftStart }) {
  const draft = useProposalDraft(trip.traveller_count, start);
  // Issue 19: the traveller's exclusions mark services here too (the server refuses them with a 409).
  const preference = useAdminPreference(trip.preference_id);
  const navigate = useNavigate();
  const revise = useReviseProposal((next) => {
    toast.success(t.revisionSaved(next.id, next.revision));
    void navigate(paths.adminTrip.to({ id: next.id }));
  });
  return (
    <div className="grid items-start gap-6 lg:grid-cols-5">
      <div className="space-y-6 lg:col-span-3">
        {preference.data && <PreferenceNeedsPanel needs={preference.data} />}
        <ServicePicker services={services} selectedIds={draft.selectedIds} onAdd={draft.add} excludedCountries={preference.data?.excluded_countries} />
      </div>
      <div className="lg:sticky lg:top-4 lg:col-span-2">
        <ProposalPanel
          draft={draft}
          travellerCount={trip.traveller_count}
          busy={revise.isPending}
          error={revise.isError ? errorMessage(revise.error, t.reviseFailed) : null}
          submitLabel={t.saveRevision}
          busyLabel={adminTripTexts.saving}
          onSubmit={() => revise.mutate({ id: trip.id, input: draft.toRevision() })}
        />
      </div>
    </div>
  );
}

/**
 * /admin/trip/{id}/revise (issue 18): the create-trip form again, filled with the proposal as it is.
 * The traveller is e-mailed the new version and what changed; open payments are cancelled.
 */
export function ReviseProposalView({ tripId, services }: { tripId: number; services: ServicesSource }) {
  const trip = useAdminTrip(tripId);
  const lines = useAdminTripServices(tripId);
  if (trip.isError) return <LoadError fallback={adminTripTexts.fetchTripFailed} error={trip.error} onRetry={() => void trip.refetch()} />;
  if (lines.isError) return <LoadError fallback={adminTripTexts.fetchIncludedFailed} error={lines.error} onRetry={() => void lines.refetch()} />;
  if (trip.isPending || lines.isPending || services.isPending) return <Spinner label="Loading the proposal…" />;
  if (!canReviseProposal(trip.data)) return <Alert tone="info">{t.notRevisable}</Alert>;
  const byId = new Map((services.data ?? []).map((s) => [s.id, s]));
  const selected = lines.data.map((l) => byId.get(l.id)).filter((s): s is AdminService => !!s);
  const start: DraftStart = {
    selected,
    totalInput: trip.data.total_price.toFixed(2),
    destination: trip.data.destination ?? '',
    name: trip.data.name,
    content: contentFormOf(trip.data),
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t.reviseHint}</p>
      {trip.data.proposal_answer?.kind === 'changes_requested' && (
        <Alert tone="info">
          <span className="font-semibold">{t.travellerRequest}:</span> {trip.data.proposal_answer.message}
        </Alert>
      )}
      <ReviseForm key={trip.data.updated_at} trip={trip.data} services={services} start={start} />
    </div>
  );
}
