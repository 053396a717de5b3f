import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { adminTripTexts, paths, proposalTexts } from '@mt/shared';
import { ErrorPanel } from '@/components/ui/error-panel';
import { adminServicesQueryOptions } from '@/features/services/api/admin/get-admin-services';
import { AdminPageHeader } from '@/features/trips/components/admin/admin-page-header';
import { ReviseProposalView } from '@/features/trips/components/admin/revise-proposal-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Container } from '@/components/ui/container';

/** /admin/trip/{id}/revise (issue 18): the trip's proposal with the dashboard's service list to choose from. */
export default function AdminReviseTrip() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  useDocumentTitle(valid ? proposalTexts.reviseTitle(id) : adminTripTexts.tripsTitle);
  const services = useQuery({ ...adminServicesQueryOptions(), enabled: valid, select: (r) => r.services });
  return (
    <Container className="space-y-6 py-8 sm:py-10">
      <AdminPageHeader title={valid ? proposalTexts.reviseTitle(id) : adminTripTexts.tripsTitle} back={{ to: valid ? paths.adminTrip.to({ id }) : paths.adminTrips, label: valid ? proposalTexts.backToTrip(id) : adminTripTexts.backToTrips }} />
      {valid ? <ReviseProposalView tripId={id} services={services} /> : <ErrorPanel title={adminTripTexts.fetchTripFailed} message={adminTripTexts.noTripFound} />}
    </Container>
  );
}
