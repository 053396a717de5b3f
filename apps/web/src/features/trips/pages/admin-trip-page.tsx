import { useNavigate, useParams } from 'react-router';
import { adminTripTexts as t, tripTexts, paths } from '@mt/shared';
import { ErrorPanel } from '@/components/ui/error-panel';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminTrip } from '../api/admin/get-admin-trip';
import { AdminPageHeader } from '../components/admin/admin-page-header';
import { AdminTripPanel } from '../components/admin/admin-trip-panel';
import { RebookingChainNav } from '../components/admin/rebooking-chain-nav';
import { useRebookingChain } from '../hooks/use-rebooking-chain';
import { ItineraryEditor } from '../components/admin/itinerary-editor';
import { EnvelopeEditor } from '../components/envelope/envelope-editor';
import { Container } from '@/components/ui/container';

/** /admin/trip/{id}: the trip the View action of the trips list opens, with its rebooking chain. */
export default function AdminTripPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  useDocumentTitle(valid ? t.tripHeading(id) : t.tripsTitle);
  const navigate = useNavigate();
  const trip = useAdminTrip(valid ? id : null);
  const chain = useRebookingChain(trip.data);
  const open = (next: number) => void navigate(paths.adminTrip.to({ id: next }));
  return (
    <Container className="space-y-6 py-8 sm:py-10">
      <AdminPageHeader title={valid ? t.tripHeading(id) : t.tripsTitle} back={{ to: paths.adminTrips, label: t.backToTrips }} />
      <RebookingChainNav links={chain.links} currentId={id} onSelect={open} />
      {valid ? <AdminTripPanel tripId={id} onNavigate={open} /> : <ErrorPanel title={t.fetchTripFailed} message={tripTexts.tripNotFound} />}
      {valid && <EnvelopeEditor tripId={id} />}
      {valid && trip.data && <ItineraryEditor key={id} tripId={id} cancelled={trip.data.status === 'cancelled'} />}
    </Container>
  );
}
