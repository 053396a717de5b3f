import { useState } from 'react';
import { adminTripTexts as t, canAdminCancel, canAdminComplete, canAdminReveal, isFinalTripStatus, type AdminTrip, type TripStatus } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Panel } from '@/components/ui/panel';
import { errorMessage } from '@/lib/api-client';
import { noticeLifetime, type Notice } from '@/lib/notice';
import { useTimedValue } from '@/lib/use-timed-value';
import { useRevealTrip, useUpdateTripStatus } from '../../api/admin/update-trip-status';
import { adminStatusLabel } from '../../utils/admin-trip-labels';

/**
 * Spec 3 "Admin actions on a trip": Mark as Completed (confirmed, revealed, pending_completion; 'Confirm
 * Completion' when the traveller asked), Mark as Cancelled (any non-final status, after a confirmation),
 * and the early reveal DESIGN.md allows for confirmed trips. Final trips get 'No further status actions available.'
 */
export function TripAdminActions({ trip }: { trip: AdminTrip }) {
  const update = useUpdateTripStatus();
  const reveal = useRevealTrip();
  const notice = useTimedValue<Notice>(noticeLifetime);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const busy = update.isPending || reveal.isPending;

  const setStatus = (status: TripStatus, after?: () => void) => {
    if (busy) return notice.show({ tone: 'error', text: t.updateBusy });
    notice.clear();
    update.mutate(
      { id: trip.id, status },
      {
        onSuccess: (next) => {
          after?.();
          notice.show({ tone: 'success', text: t.statusUpdated(next.id, adminStatusLabel(next).text) });
        },
        onError: (err) => {
          after?.();
          notice.show({ tone: 'error', text: errorMessage(err, t.updateStatusFailed) });
        },
      },
    );
  };
  const revealNow = () => {
    if (busy) return notice.show({ tone: 'error', text: t.updateBusy });
    notice.clear();
    reveal.mutate(trip.id, {
      onSuccess: (next) => notice.show({ tone: 'success', text: t.revealed(next.id) }),
      onError: (err) => notice.show({ tone: 'error', text: errorMessage(err, t.updateStatusFailed) }),
    });
  };

  return (
    <Panel title={t.adminActions}>
      <div className="space-y-3">
        {notice.value && <Alert tone={notice.value.tone}>{notice.value.text}</Alert>}
        {isFinalTripStatus(trip.status) ? (
          <p className="text-sm text-slate-700">{t.noFurtherActions}</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {canAdminReveal(trip.status) && (
              <Button variant="secondary" onClick={revealNow} loading={reveal.isPending} disabled={busy}>
                {t.revealNow}
              </Button>
            )}
            {canAdminComplete(trip.status) && (
              <Button onClick={() => setStatus('completed')} loading={update.isPending && update.variables?.status === 'completed'} disabled={busy}>
                {trip.status === 'pending_completion' ? t.confirmCompletion : t.markCompleted}
              </Button>
            )}
            {canAdminCancel(trip.status) && (
              <Button variant="danger" onClick={() => setConfirmCancel(true)} disabled={busy}>
                {t.markCancelled}
              </Button>
            )}
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={t.cancelTitle(trip.id)}
        description={trip.payment_status === 'paid' ? t.cancelBodyPaid : t.cancelBody}
        confirmLabel={t.markCancelled}
        busyLabel={t.cancelling}
        cancelLabel={t.keepTrip}
        busy={update.isPending}
        onConfirm={() => setStatus('cancelled', () => setConfirmCancel(false))}
      />
    </Panel>
  );
}
