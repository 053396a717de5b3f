import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  partnerServiceTexts as t,
  serviceFormSchemaFor,
  utcDay,
  type ServiceDto,
  type ServiceFormInput,
  type ServiceFormValues,
} from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { FormActions } from '@/components/ui/form-actions';
import { CheckboxField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { ServiceImageField } from './service-image-field';
import { ServiceCoreFields, SERVICE_FORM_FIELDS, serviceFormDefaults } from './service-core-fields';
import { ServiceFactsFields, applyServerFactsErrors } from './service-facts-fields';

interface ServiceFormProps {
  /** Update mode when set (spec 2 section 4: the modal updates when an id is set). */
  service: ServiceDto | null;
  submitting: boolean;
  /** Resolves on success; rejects with the call's error, shown in the form. */
  onSubmit(values: ServiceFormValues, image: File | null): Promise<unknown>;
  onCancel(): void;
}

/** The Add/Update Service form: spec 2 section 5 rules checked here and again by the server. */
export function ServiceForm({ service, submitting, onSubmit, onCancel }: ServiceFormProps) {
  // The season rules depend on today and on the seasons this service has (an ended one it has may stay).
  const [today] = useState(() => utcDay(new Date()));
  const schema = useMemo(() => serviceFormSchemaFor({ today, kept: service?.availability ?? [] }), [today, service]);
  const form = useForm<ServiceFormInput, unknown, ServiceFormValues>({ resolver: zodResolver(schema), defaultValues: serviceFormDefaults(service) });
  const { register, handleSubmit, setError } = form;
  const [image, setImage] = useState<{ file: File | null; error: string | null }>({ file: null, error: null });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    if (image.error) return;
    setFailure(null);
    try {
      await onSubmit(values, image.file);
    } catch (err) {
      const placedFacts = applyServerFactsErrors(err, setError);
      const placed = applyServerFieldErrors(err, SERVICE_FORM_FIELDS, setError) || placedFacts;
      const imageError = (err as { errors?: Record<string, string[]> })?.errors?.image?.[0];
      if (imageError) setImage({ file: null, error: imageError });
      if (!placed && !imageError) setFailure(errorMessage(err, t.saveFailed));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <ServiceCoreFields />
        <ServiceFactsFields today={today} />
        <ServiceImageField currentUrl={service?.image_url ?? null} file={image.file} error={image.error} onChange={(file, error) => setImage({ file, error })} />
        <CheckboxField label="Active (visible to travellers)" {...register('is_active')} />
        <FormActions cancelLabel={t.cancel} onCancel={onCancel} submitLabel={submitting ? t.saving : service ? t.update : t.save} busy={submitting} />
      </form>
    </FormProvider>
  );
}
