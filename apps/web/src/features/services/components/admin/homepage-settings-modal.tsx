import { useState } from 'react';
import { HOMEPAGE_PINNED_MAX, HOMEPAGE_SORT_ORDER_UNSET, adminTexts, isSortOrderSet, type AdminService } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { FormActions } from '@/components/ui/form-actions';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import type { Notify } from '@/lib/notice';
import { useUpdateHomepageSettings } from '../../api/admin/update-homepage-settings';

interface HomepageSettingsModalProps {
  service: AdminService | null;
  /** Every service, to know how many are pinned already. */
  services: AdminService[];
  onClose(): void;
  notify: Notify;
}

/** 'Edit Homepage Settings for: {service}': pin to the home page (at most 3) and the sort order. */
export function HomepageSettingsModal({ service, services, onClose, notify }: HomepageSettingsModalProps) {
  return (
    <Modal open={service !== null} onOpenChange={(open) => !open && onClose()} title={service ? adminTexts.homepageSettingsTitle(service.name) : ''}>
      {/* Keyed: each service opens with its own current values. */}
      {service && <HomepageSettingsForm key={service.id} service={service} services={services} onClose={onClose} notify={notify} />}
    </Modal>
  );
}

/** Empty means "no order" (sent as null); otherwise a whole number 0-999. */
function parseSortOrder(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isInteger(n) && n >= 0 && n <= HOMEPAGE_SORT_ORDER_UNSET ? n : undefined;
}

function HomepageSettingsForm({ service, services, onClose, notify }: Omit<HomepageSettingsModalProps, 'service'> & { service: AdminService }) {
  const [pinned, setPinned] = useState(service.pin_to_homepage);
  const [order, setOrder] = useState(isSortOrderSet(service.homepage_sort_order) ? String(service.homepage_sort_order) : '');
  const [orderError, setOrderError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useUpdateHomepageSettings();
  const otherPinned = services.filter((s) => s.pin_to_homepage && s.id !== service.id).length;

  const submit = () => {
    setProblem(null);
    const sortOrder = parseSortOrder(order);
    if (sortOrder === undefined) {
      setOrderError(adminTexts.sortOrderInvalid);
      return;
    }
    setOrderError(null);
    // Spec 3 section 5: the limit is checked before asking; the server checks it again for races.
    if (pinned && otherPinned >= HOMEPAGE_PINNED_MAX) {
      setProblem(adminTexts.pinLimit);
      return;
    }
    save.mutate(
      { id: service.id, pin_to_homepage: pinned, homepage_sort_order: sortOrder },
      {
        onSuccess: (res) => {
          notify.success(adminTexts.homepageUpdated(res.service.name));
          onClose();
        },
        onError: (err) => setProblem(errorMessage(err, adminTexts.updateHomepageFailed)),
      },
    );
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {problem && <Alert tone="error">{problem}</Alert>}
      <CheckboxField label={adminTexts.pinToHomepage} checked={pinned} onChange={(e) => setPinned(e.target.checked)} />
      <p className="text-xs text-slate-600">
        {otherPinned} of {HOMEPAGE_PINNED_MAX} homepage places are taken by other services.
      </p>
      <TextField
        label={adminTexts.homepageSortOrder}
        type="number"
        inputMode="numeric"
        min={0}
        max={HOMEPAGE_SORT_ORDER_UNSET}
        step={1}
        className="max-w-32"
        value={order}
        onChange={(e) => setOrder(e.target.value)}
        hint={adminTexts.homepageSortOrderHint}
        error={orderError ?? undefined}
      />
      <FormActions cancelLabel={adminTexts.cancel} onCancel={onClose} submitLabel={save.isPending ? adminTexts.saving : adminTexts.save} busy={save.isPending} />
    </form>
  );
}
