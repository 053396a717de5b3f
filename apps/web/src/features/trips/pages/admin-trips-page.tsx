import { useEffect, useState } from 'react';
import { adminTripTexts as t, DASHBOARD_SUCCESS_MS, paths, type AdminTrip } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/api-client';
import { noticeLifetime, type Notice } from '@/lib/notice';
import { useTimedValue } from '@/lib/use-timed-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminTrips } from '../api/admin/get-admin-trips';
import { useRevealTrip } from '../api/admin/update-trip-status';
import { AdminPageHeader } from '../components/admin/admin-page-header';
import { AdminTripsTable } from '../components/admin/admin-trips-table';
import { LoadError } from '../components/admin/load-error';
import { TripsSkeleton } from '../components/admin/trips-skeleton';
import { UpdateStatusModal } from '../components/admin/update-status-modal';
import { adminStatusLabel } from '../utils/admin-trip-labels';
import { Container } from '@/components/ui/container';

/** /admin/trips (spec 3 "Admin Trips Management"). */
export default function AdminTripsPage() {
  useDocumentTitle(t.tripsTitle);
  const trips = useAdminTrips();
  const reveal = useRevealTrip();
  const loaded = useTimedValue<string>(DASHBOARD_SUCCESS_MS);
  const action = useTimedValue<Notice>(noticeLifetime);
  const [editing, setEditing] = useState<AdminTrip | null>(null);

  // Spec 3: a 'Trips Loaded' notice after each successful load, gone after 5 s.
  const { show: showLoaded } = loaded;
  useEffect(() => {
    if (trips.isSuccess) showLoaded(t.tripsLoaded);
  }, [trips.isSuccess, trips.dataUpdatedAt, showLoaded]);

  const onReveal = (trip: AdminTrip) =>
    reveal.mutate(trip.id, {
      onSuccess: (next) => action.show({ tone: 'success', text: t.revealed(next.id) }),
      onError: (err) => action.show({ tone: 'error', text: errorMessage(err, t.updateStatusFailed) }),
    });

  return (
    <Container className="space-y-6 py-8 sm:py-10">
      <AdminPageHeader title={t.tripsTitle} back={{ to: paths.adminDashboard, label: t.backToDashboard }} />
      <div className="space-y-2">
        {action.value && <Alert tone={action.value.tone}>{action.value.text}</Alert>}
        {loaded.value && !trips.isError && <Alert tone="success">{loaded.value}</Alert>}
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
          action.show({ tone: 'success', text: t.statusUpdated(trip.id, adminStatusLabel(trip).text) });
        }}
      />
    </Container>
  );
}
