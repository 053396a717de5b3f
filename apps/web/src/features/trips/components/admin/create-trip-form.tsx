import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { adminTripTexts as t, CREATE_TRIP_REDIRECT_MS, tripTexts, paths, type AdminPreference } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { errorMessage } from '@/lib/api-client';
import type { useCreateTrip } from '../../api/admin/create-trip';
import { useProposalDraft } from '../../hooks/use-proposal-draft';
import { ProposalPanel } from './proposal-panel';
import { ServicePicker, type SavedHint, type ServicesSource } from './service-picker';

/** Where the view goes after a proposal (spec 3: the AdminDashboard route), on the tab it came from. */
export const AFTER_PROPOSAL_PATH = `${paths.adminDashboard}?tab=preferences`;

/**
 * Spec 3: 'Trip proposal created successfully! Redirecting...', then the dashboard. The view shows it in
 * place of everything under the summary: once the trip exists the refreshed preference is no longer
 * 'new', and the form is gone.
 */
export function ProposalCreated() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(AFTER_PROPOSAL_PATH), CREATE_TRIP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return <Alert tone="success">{tripTexts.tripCreated}</Alert>;
}

export type CreateTripMutation = ReturnType<typeof useCreateTrip>;

/** The proposal for a new preference: pick services, price the trip and create it (with the view's mutation). */
export function CreateTripForm({
  preference,
  services,
  saved,
  create,
}: {
  preference: AdminPreference;
  services: ServicesSource;
  saved?: SavedHint;
  create: CreateTripMutation;
}) {
  const draft = useProposalDraft(preference.traveller_count);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-5">
      <div className="lg:col-span-3">
        <ServicePicker services={services} saved={saved} selectedIds={draft.selectedIds} onAdd={draft.add} excludedCountries={preference.excluded_countries} />
      </div>
      <div className="lg:sticky lg:top-4 lg:col-span-2">
        <ProposalPanel
          draft={draft}
          travellerCount={preference.traveller_count}
          busy={create.isPending}
          error={create.isError ? errorMessage(create.error, t.createFailed) : null}
          onSubmit={() => create.mutate(draft.toRequest(preference.id))}
        />
      </div>
    </div>
  );
}
