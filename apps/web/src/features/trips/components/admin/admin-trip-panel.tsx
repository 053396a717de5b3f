import { adminTripTexts as t } from '@mt/shared';
import { Spinner } from '@/components/ui/spinner';
import { useAdminTrip } from '../../api/admin/get-admin-trip';
import { AdminProposalPanel } from './admin-proposal-panel';
import { AdminTripSummary } from './admin-trip-summary';
import { LoadError } from './load-error';
import { TripAdminActions } from './trip-admin-actions';
import { TripServicesTable } from './trip-services-table';
import { AdminTripMessages } from './admin-trip-messages';

/** One trip for the admin: summary, admin actions and included services (create-trip view and /admin/trip/{id}). */
export function AdminTripPanel({ tripId, onNavigate }: { tripId: number; onNavigate?(id: number): void }) {
  const trip = useAdminTrip(tripId);
  if (trip.isPending) return <Spinner label="Loading trip…" />;
  if (trip.isError) {
    return <LoadError fallback={t.fetchTripFailed} error={trip.error} onRetry={() => void trip.refetch()} retrying={trip.isFetching} />;
  }
  return (
    <div className="space-y-6">
      <AdminTripSummary trip={trip.data} onNavigate={onNavigate} />
      <AdminProposalPanel trip={trip.data} />
      <TripAdminActions key={trip.data.id} trip={trip.data} />
      <TripServicesTable tripId={trip.data.id} />
      <AdminTripMessages trip={trip.data} />
    </div>
  );
}
