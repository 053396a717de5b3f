import { useState } from 'react';
import { revenueTexts, type AdminPlan } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { FormActions } from '@/components/ui/form-actions';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { useUpdateSubscriptionPlan } from '../api/update-subscription-plan';
import { planFormValues, validatePlanForm, type PlanFormValues } from '../utils/plan-form';

interface EditPlanModalProps {
  plan: AdminPlan | null;
  onClose(): void;
  onSaved(message: string): void;
}

/** Spec 3 "Edit Plan": commission rate and service limit; the price is the payment provider's. */
export function EditPlanModal({ plan, onClose, onSaved }: EditPlanModalProps) {
  return (
    <Modal open={plan !== null} onOpenChange={(open) => !open && onClose()} title={plan ? revenueTexts.editPlanTitle(plan.name) : ''} description={revenueTexts.commissionSnapshotHint}>
      {plan && <EditPlanForm key={plan.id} plan={plan} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function EditPlanForm({ plan, onClose, onSaved }: { plan: AdminPlan } & Omit<EditPlanModalProps, 'plan'>) {
  const [values, setValues] = useState<PlanFormValues>(() => planFormValues(plan));
  const [errors, setErrors] = useState<Partial<Record<'commissionRate' | 'maxServices', string>>>({});
  const save = useUpdateSubscriptionPlan();
  const set = (patch: Partial<PlanFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = () => {
    const result = validatePlanForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { id: plan.id, ...result.payload },
      {
        onSuccess: ({ data }) => {
          onSaved(revenueTexts.planUpdated(data.name));
          onClose();
        },
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
      {save.isError && <Alert tone="error">{errorMessage(save.error, revenueTexts.updatePlanFailed)}</Alert>}
      <TextField
        label={revenueTexts.commissionRateLabel}
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        step={0.01}
        className="max-w-40"
        value={values.commissionRate}
        onChange={(e) => set({ commissionRate: e.target.value })}
        error={errors.commissionRate}
      />
      <TextField
        label={revenueTexts.maxServicesLabel}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        className="max-w-40"
        value={values.unlimited ? '' : values.maxServices}
        disabled={values.unlimited}
        onChange={(e) => set({ maxServices: e.target.value })}
        error={errors.maxServices}
      />
      <div className="space-y-1">
        <CheckboxField label={revenueTexts.unlimitedLabel} checked={values.unlimited} onChange={(e) => set({ unlimited: e.target.checked })} />
        <p className="text-xs text-slate-600">{revenueTexts.unlimitedHint}</p>
      </div>
      <p className="text-xs text-slate-600">{revenueTexts.pricesReadOnly}</p>
      <FormActions cancelLabel={revenueTexts.cancel} onCancel={onClose} submitLabel={save.isPending ? revenueTexts.saving : revenueTexts.save} busy={save.isPending} />
    </form>
  );
}
