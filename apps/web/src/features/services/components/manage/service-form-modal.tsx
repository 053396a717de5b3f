import { partnerServiceTexts as t, type ServiceDto, type ServiceFormValues } from '@mt/shared';
import { Modal } from '@/components/ui/modal';
import { useCreateService } from '../../api/create-service';
import { useUpdateService } from '../../api/update-service';
import { ServiceForm } from './service-form';

interface ServiceFormModalProps {
  open: boolean;
  /** null: add a new service; a service: update it. */
  service: ServiceDto | null;
  onOpenChange(open: boolean): void;
  onSaved(message: string): void;
}

/** Add/Update Service modal (spec 2 section 2). */
export function ServiceFormModal({ open, service, onOpenChange, onSaved }: ServiceFormModalProps) {
  const create = useCreateService();
  const update = useUpdateService();
  const busy = create.isPending || update.isPending;

  const save = async (values: ServiceFormValues, image: File | null) => {
    if (service) await update.mutateAsync({ id: service.id, values, image });
    else await create.mutateAsync({ values, image });
    onOpenChange(false);
    onSaved(service ? t.updated : t.created);
  };

  return (
    <Modal open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={service ? t.updateTitle : t.addTitle}>
      {/* Keyed so reopening starts from the chosen service's values. */}
      <ServiceForm key={service?.id ?? 'new'} service={service} submitting={busy} onSubmit={save} onCancel={() => onOpenChange(false)} />
    </Modal>
  );
}
