import { useState, type FormEvent } from 'react';
import { adminTripTexts as t, canAdminSetStatus, STATUS_MODAL_OPTIONS, tripTexts, type AdminTrip, type TripStatus } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { FormActions } from '@/components/ui/form-actions';
import { SelectField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { useUpdateTripStatus } from '../../api/admin/update-trip-status';
import { adminStatusLabel } from '../../utils/admin-trip-labels';

interface UpdateStatusModalProps {
  trip: AdminTrip | null;
  onClose(): void;
  onUpdated(trip: AdminTrip): void;
}

/**
 * Spec 3 "Update Status": a select of pending_confirmation, confirmed, revealed, completed and cancelled.
 * Statuses the lifecycle does not allow from the current one are shown but disabled (the server would
 * answer 409), and a status must be chosen before saving (spec 3 section 5).
 */
export function UpdateStatusModal({ trip, onClose, onUpdated }: UpdateStatusModalProps) {
  return (
    <Modal open={trip !== null} onOpenChange={(open) => !open && onClose()} title={trip ? t.updateStatusTitle(trip.id) : ''}>
      {trip && <UpdateStatusForm key={trip.id} trip={trip} onClose={onClose} onUpdated={onUpdated} />}
    </Modal>
  );
}

function UpdateStatusForm({ trip, onClose, onUpdated }: { trip: AdminTrip; onClose(): void; onUpdated(trip: AdminTrip): void }) {
  const update = useUpdateTripStatus();
  const [status, setStatus] = useState<TripStatus | ''>('');
  const [missing, setMissing] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!status) return setMissing(true);
    update.mutate({ id: trip.id, status }, { onSuccess: onUpdated });
  };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <p className="text-sm text-slate-700">{t.currentStatus(adminStatusLabel(trip).text)}</p>
      <SelectField
        label={t.newStatus}
        hint={t.statusOptionsHint}
        error={missing && !status ? tripTexts.statusRequired : undefined}
        value={status}
        onChange={(e) => setStatus(e.target.value as TripStatus | '')}
      >
        <option value="">{t.chooseStatus}</option>
        {STATUS_MODAL_OPTIONS.map((option) => (
          <option key={option} value={option} disabled={!canAdminSetStatus(trip.status, option)}>
            {t.statusOptions[option]}
          </option>
        ))}
      </SelectField>
      {update.isError && <Alert tone="error">{errorMessage(update.error, t.updateStatusFailed)}</Alert>}
      <FormActions cancelLabel={t.cancel} onCancel={onClose} submitLabel={update.isPending ? t.saving : t.saveStatus} busy={update.isPending} />
    </form>
  );
}
