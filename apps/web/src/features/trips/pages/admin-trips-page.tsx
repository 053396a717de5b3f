import { useEffect, useState } from 'react';
import { adminTripTexts as t, DASHBOARD_PATH_BY_ROLE, type AdminTrip } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminTrips } from '../api/admin/get-admin-trips';
import { useRevealTrip } from '../api/admin/update-trip-status';
import { AdminPageHeader } from '../components/admin/admin-page-header';
import { AdminTripsTable } from '../components/admin/admin-trips-table';
import { LoadError } from '../components/admin/load-error';
import { TripsSkeleton } from '../components/admin/trips-skeleton';
import { UpdateStatusModal } from '../components/admin/update-status-modal';
import { useNotice } from '../hooks/use-notice';
import { adminStatusLabel } from '../utils/admin-trip-labels';

/** /admin/trips (spec 3 "Admin Trips Management"). */
export default function AdminTripsPage() {
  useDocumentTitle(t.tripsTitle);
  const trips = useAdminTrips();
  const reveal = useRevealTrip();
  const loaded = useNotice();
  const action = useNotice();
  const [editing, setEditing] = useState<AdminTrip | null>(null);

  // Spec 3: a 'Trips Loaded' notice after each successful load, gone after 5 s.
  const { success: showLoaded } = loaded;
  useEffect(() => {
    if (trips.isSuccess) showLoaded(t.tripsLoaded);
  }, [trips.isSuccess, trips.dataUpdatedAt, showLoaded]);

  const onReveal = (trip: AdminTrip) =>
    reveal.mutate(trip.id, { onSuccess: (next) => action.success(t.revealed(next.id)), onError: (err) => action.error(errorMessage(err, t.updateStatusFailed)) });

  return (
    <div className="mx-auto w-full max-w-[96rem] space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <AdminPageHeader title={t.tripsTitle} back={{ to: DASHBOARD_PATH_BY_ROLE.admin, label: t.backToDashboard }} />
      <div className="space-y-2">
        {action.notice && <Alert tone={action.notice.tone}>{action.notice.text}</Alert>}
        {loaded.notice && !trips.isError && <Alert tone="success">{loaded.notice.text}</Alert>}
      </div>
      {trips.isPending ? (
        <TripsSkeleton />
      ) : trips.isError ? (
        <LoadError fallback={t.fetchTripsFailed} error={trips.error} onRetry={() => void trips.refetch()} retrying={trips.isFetching} />
      ) : trips.data.length === 0 ? (
        <EmptyState title={t.noTripsTitle}>{t.noTripsBody}</EmptyState>
      ) : (
        <AdminTripsTable trips={trips.data} onUpdateStatus={setEditing} onReveal={onReveal} revealingId={reveal.isPending ? (reveal.variables ?? null) : null} />
      )}
      <UpdateStatusModal
        trip={editing}
        onClose={() => setEditing(null)}
        onUpdated={(trip) => {
          setEditing(null);
          action.success(t.statusUpdated(trip.id, adminStatusLabel(trip).text));
        }}
      />
    </div>
  );
}
