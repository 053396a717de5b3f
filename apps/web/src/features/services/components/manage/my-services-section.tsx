import { useState } from 'react';
import { Plus } from 'lucide-react';
import { partnerServiceTexts as t, type ServiceDto } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Panel } from '@/components/ui/panel';
import { QueryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-client';
import { useDeleteService } from '../../api/delete-service';
import { useMyServices } from '../../api/get-my-services';
import { MyServicesTable } from './my-services-table';
import { ServiceFormModal } from './service-form-modal';

export interface MyServicesSectionProps {
  /** Active or trialing subscription: add, edit and delete are allowed (spec 2 section 4). */
  canManage: boolean;
  /** The plan's max_services; null: unlimited or no plan. */
  maxServices: number | null;
  /** The subscription is not known yet (the partner's profile is loading). */
  subscriptionPending?: boolean;
  /** Success messages for the dashboard's banner. */
  onSuccess(message: string): void;
}

/** 'My Services / Listings' (spec 2 section 2). */
export function MyServicesSection({ canManage, maxServices, subscriptionPending = false, onSuccess }: MyServicesSectionProps) {
  const services = useMyServices();
  const remove = useDeleteService();
  const [editing, setEditing] = useState<{ open: boolean; service: ServiceDto | null }>({ open: false, service: null });
  const [deleting, setDeleting] = useState<ServiceDto | null>(null);

  const count = services.data?.length ?? 0;
  const atLimit = maxServices !== null && count >= maxServices;
  const openAdd = () => setEditing({ open: true, service: null });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        onSuccess(t.deleted);
      },
    });
  };

  const addButton = (
    <Button onClick={openAdd} disabled={!canManage || atLimit || !services.isSuccess}>
      {!atLimit && <Plus className="size-4" aria-hidden />}
      {atLimit ? t.limitReached : t.addService}
    </Button>
  );

  const body = (
    // The add button and the limit note depend on the subscription: wait for it too.
    <QueryState
      query={{ ...services, isPending: services.isPending || subscriptionPending }}
      loadingLabel="Loading your services…"
      errorTitle={t.errorTitle}
      errorFallback={t.loadFailed}
      empty={count === 0 && <EmptyState title={t.emptyTitle}>{t.emptyBody}</EmptyState>}
    >
      {() => (
        <MyServicesTable
          services={services.data ?? []}
          onEdit={(service) => setEditing({ open: true, service })}
          onDelete={(service) => {
            remove.reset();
            setDeleting(service);
          }}
        />
      )}
    </QueryState>
  );

  if (subscriptionPending) return <Panel title={t.sectionTitle}>{body}</Panel>;

  return (
    <Panel title={t.sectionTitle} actions={canManage ? addButton : undefined}>
      {!canManage && (
        <Alert tone="info" className="mb-4">
          {t.requiresSubscription}
        </Alert>
      )}
      {canManage && atLimit && maxServices !== null && (
        <Alert tone="info" className="mb-4">
          {t.limitNote(maxServices)}
        </Alert>
      )}
      {/* Without an active or trialing subscription the list stays visible but dimmed and out of reach. */}
      <div inert={!canManage} aria-disabled={!canManage || undefined} className={canManage ? undefined : 'pointer-events-none select-none opacity-50'}>
        {!canManage && <div className="mb-4 flex justify-end">{addButton}</div>}
        {body}
      </div>
      <ServiceFormModal open={editing.open} service={editing.service} onOpenChange={(open) => setEditing((e) => ({ ...e, open }))} onSaved={onSuccess} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t.deleteTitle}
        description={
          <>
            {deleting && <span className="mb-1 block font-semibold text-slate-900">{deleting.name}</span>}
            <span className="block">{t.deleteConfirm}</span>
          </>
        }
        confirmLabel={remove.isPending ? t.deleting : t.delete}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        error={remove.isError ? <Alert tone="error">{errorMessage(remove.error, t.deleteFailed)}</Alert> : undefined}
      />
    </Panel>
  );
}
