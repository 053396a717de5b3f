import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { adminServiceEditTexts as t, serviceFormSchemaFor, utcDay, type ServiceDto, type ServiceFormInput, type ServiceFormValues } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { FormActions } from '@/components/ui/form-actions';
import { CheckboxField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { ServiceCoreFields, SERVICE_FORM_FIELDS, serviceFormDefaults } from '../manage/service-core-fields';
import { ServiceFactsFields, applyServerFactsErrors } from '../manage/service-facts-fields';

interface AdminServiceFormProps {
  service: ServiceDto;
  submitting: boolean;
  /** Resolves on success; rejects with the call's error, placed under its field. */
  onSubmit(values: ServiceFormValues): Promise<unknown>;
  onCancel(): void;
}

/**
 * The service edit modal's form: the partner's Add/Update form (the same fields, schema and messages)
 * without the image, which stays the partner's.
 */
export function AdminServiceForm({ service, submitting, onSubmit, onCancel }: AdminServiceFormProps) {
  // As for the partner: the season rules depend on today and on the seasons this service has.
  const [today] = useState(() => utcDay(new Date()));
  const schema = useMemo(() => serviceFormSchemaFor({ today, kept: service.availability }), [today, service]);
  const form = useForm<ServiceFormInput, unknown, ServiceFormValues>({ resolver: zodResolver(schema), defaultValues: serviceFormDefaults(service) });
  const { register, handleSubmit, setError } = form;
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (err) {
      const placedFacts = applyServerFactsErrors(err, setError);
      if (!applyServerFieldErrors(err, SERVICE_FORM_FIELDS, setError) && !placedFacts) setFailure(errorMessage(err, t.updateFailed));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <ServiceCoreFields />
        <ServiceFactsFields today={today} />
        <CheckboxField label="Active (visible to travellers)" {...register('is_active')} />
        <p className="text-xs text-slate-600">{t.partnerNotice}</p>
        <FormActions cancelLabel={t.cancel} onCancel={onCancel} submitLabel={submitting ? t.saving : t.save} busy={submitting} />
      </form>
    </FormProvider>
  );
}
