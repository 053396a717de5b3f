import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { adminTripTexts } from '@mt/shared';
import { adminServicesQueryOptions } from '@/features/services/api/admin/get-admin-services';
import { travellerSavedServiceIdsQueryOptions } from '@/features/services/api/admin/get-traveller-saved-services';
import { useAdminPreference } from '@/features/trips/api/admin/get-admin-preference';
import { AdminPageHeader } from '@/features/trips/components/admin/admin-page-header';
import { AFTER_PROPOSAL_PATH } from '@/features/trips/components/admin/create-trip-form';
import { CreateTripView } from '@/features/trips/components/admin/create-trip-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Container } from '@/components/ui/container';

/**
 * /admin/create-trip/{preferenceId} (spec 3, route name AdminCreateTrip). The admin's service list comes
 * from the dashboard's services call, and is read only when the preference still waits for a proposal; so are
 * the ids of the services the traveller saved, which the picker shows first.
 */
export default function AdminCreateTrip() {
  useDocumentTitle(adminTripTexts.createTripTitle);
  const preferenceId = Number(useParams().preferenceId);
  const preference = useAdminPreference(preferenceId, Number.isInteger(preferenceId) && preferenceId > 0);
  const waiting = preference.data?.status === 'new';
  const services = useQuery({ ...adminServicesQueryOptions(), enabled: waiting, select: (r) => r.services });
  // The traveller's hint list (issue 22): their saved services lead the picker.
  const saved = useQuery({ ...travellerSavedServiceIdsQueryOptions(preferenceId), enabled: waiting });
  return (
    <Container className="space-y-6 py-8 sm:py-10">
      <AdminPageHeader title={adminTripTexts.createTripTitle} back={{ to: AFTER_PROPOSAL_PATH, label: adminTripTexts.backToDashboard }} />
      <CreateTripView preferenceId={preferenceId} services={services} saved={{ ids: saved.data, failed: saved.isError }} />
    </Container>
  );
}
