import { adminServiceEditTexts as t, adminTexts, type AdminService, type ServiceFormValues } from '@mt/shared';
import { Modal } from '@/components/ui/modal';
import { QueryState } from '@/components/ui/query-state';
import type { Notify } from '@/lib/notice';
import { useAdminService } from '../../api/admin/get-admin-service';
import { useUpdateAdminService } from '../../api/admin/update-admin-service';
import { AdminServiceForm } from './admin-service-form';
import { ServiceEditHistory } from './service-edit-history';

interface ServiceEditModalProps {
  /** The table row being edited; null when closed. */
  service: AdminService | null;
  onClose(): void;
  notify: Notify;
}

/** Spec 3's service edit modal (save and close), with the service's edit history below the form. */
export function ServiceEditModal({ service, onClose, notify }: ServiceEditModalProps) {
  const update = useUpdateAdminService();
  return (
    <Modal open={service !== null} onOpenChange={(open) => !open && !update.isPending && onClose()} title={service ? t.title(service.name) : ''} size="lg">
      {/* Keyed: each service opens with its own values. */}
      {service && <ServiceEditBody key={service.id} id={service.id} update={update} onClose={onClose} notify={notify} />}
    </Modal>
  );
}

function ServiceEditBody({ id, update, onClose, notify }: { id: number; update: ReturnType<typeof useUpdateAdminService>; onClose(): void; notify: Notify }) {
  const detail = useAdminService(id);
  const save = async (values: ServiceFormValues) => {
    const res = await update.mutateAsync({ id, values });
    notify.success(res.message);
    onClose();
  };
  return (
    <QueryState query={detail} loadingLabel={t.loading} errorTitle={t.loadFailed} retryLabel={adminTexts.retry}>
      {() => (
        <div className="space-y-6">
          <AdminServiceForm service={detail.data!.service} submitting={update.isPending} onSubmit={save} onCancel={onClose} />
          <ServiceEditHistory edits={detail.data!.edits} />
        </div>
      )}
    </QueryState>
  );
}
