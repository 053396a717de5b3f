import { adminTripTexts as t, PREFERENCE_STATUSES, tripTexts, type AdminPreference, type PreferenceStatus } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Spinner } from '@/components/ui/spinner';
import { useAdminPreference } from '../../api/admin/get-admin-preference';
import { useTripByPreference } from '../../api/admin/get-trip-by-preference';
import { useCreateTrip } from '../../api/admin/create-trip';
import { CreateTripForm, ProposalCreated, type CreateTripMutation } from './create-trip-form';
import { LinkedTripView } from './linked-trip-view';
import { LoadError } from './load-error';
import { PreferenceSummary } from './preference-summary';
import type { SavedHint, ServicesSource } from './service-picker';

/** Spec 3: the preference statuses whose view shows the linked trip. */
const LINKED_STATUSES: readonly PreferenceStatus[] = ['trip_created', 'changes_requested', 'declined', 'confirmed', 'completed', 'cancelled'];
const isKnownStatus = (s: unknown): s is PreferenceStatus => typeof s === 'string' && (PREFERENCE_STATUSES as readonly string[]).includes(s);

function LinkedTrip({ preferenceId }: { preferenceId: number }) {
  const trip = useTripByPreference(preferenceId, true);
  if (trip.isPending) return <Spinner label="Loading the trip…" />;
  if (trip.isError) return <LoadError fallback={t.fetchTripFailed} error={trip.error} onRetry={() => void trip.refetch()} />;
  if (!trip.data) return <Alert tone="info">{t.noTripFound}</Alert>;
  return <LinkedTripView trip={trip.data} />;
}

/** What the view shows under the summary, by preference status (spec 3 section 2, every state message). */
function PreferenceBody({ preference, services, saved, create }: { preference: AdminPreference; services: ServicesSource; saved?: SavedHint; create: CreateTripMutation }) {
  const status: unknown = preference.status;
  if (!status || !isKnownStatus(status)) {
    return <Alert tone="error">{status ? t.notApplicable(String(status)) : t.statusMissing}</Alert>;
  }
  if (status === 'new') {
    if (preference.associated_trip) return <Alert tone="error">{t.stateInconsistency}</Alert>;
    return <CreateTripForm preference={preference} services={services} saved={saved} create={create} />;
  }
  if (LINKED_STATUSES.includes(status)) return <LinkedTrip preferenceId={preference.id} />;
  return <Alert tone="info">{t.notApplicable(status)}</Alert>;
}

/** /admin/create-trip/{preferenceId}: the preference, then the proposal form or the trip made from it. */
export function CreateTripView({ preferenceId, services, saved }: { preferenceId: number; services: ServicesSource; saved?: SavedHint }) {
  const valid = Number.isInteger(preferenceId) && preferenceId > 0;
  const preference = useAdminPreference(valid ? preferenceId : 0, valid);
  // Owned here, not by the form: the form unmounts when the refreshed preference stops being 'new'.
  const create = useCreateTrip();
  if (!valid) return <ErrorPanel title={t.fetchPreferenceFailed} message={tripTexts.preferenceNotFound} />;
  if (preference.isPending) return <Spinner label="Loading the preference…" />;
  if (preference.isError) {
    return <LoadError fallback={t.fetchPreferenceFailed} error={preference.error} onRetry={() => void preference.refetch()} retrying={preference.isFetching} />;
  }
  return (
    <div className="space-y-6">
      <PreferenceSummary preference={preference.data} />
      {create.isSuccess ? <ProposalCreated /> : <PreferenceBody preference={preference.data} services={services} saved={saved} create={create} />}
    </div>
  );
}
