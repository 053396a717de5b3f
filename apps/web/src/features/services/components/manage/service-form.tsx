import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  africanCountryOptions,
  SERVICE_CURRENCIES,
  SERVICE_TYPES,
  partnerServiceTexts as t,
  serviceFormSchemaFor,
  serviceTypeLabels,
  utcDay,
  type ServiceDto,
  type ServiceFormInput,
  type ServiceFormValues,
} from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { FormActions } from '@/components/ui/form-actions';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { ServiceImageField } from './service-image-field';
import { ServiceFactsFields, applyServerFactsErrors, serviceFactsDefaults } from './service-facts-fields';

const FIELDS = ['name', 'type', 'description', 'location_details', 'country', 'base_price', 'currency', 'pricing_description', 'is_active'] as const;

interface ServiceFormProps {
  /** Update mode when set (spec 2 section 4: the modal updates when an id is set). */
  service: ServiceDto | null;
  submitting: boolean;
  /** Resolves on success; rejects with the call's error, shown in the form. */
  onSubmit(values: ServiceFormValues, image: File | null): Promise<unknown>;
  onCancel(): void;
}

const defaults = (s: ServiceDto | null): ServiceFormInput => ({
  name: s?.name ?? '',
  type: (s?.type ?? '') as ServiceFormInput['type'],
  description: s?.description ?? '',
  location_details: s?.location_details ?? '',
  country: s?.country ?? '',
  base_price: s?.base_price === null || s?.base_price === undefined ? '' : s.base_price.toFixed(2),
  currency: s?.currency ?? 'NOK',
  pricing_description: s?.pricing_description ?? '',
  is_active: s?.is_active ?? true,
  ...serviceFactsDefaults(s),
});

/** The Add/Update Service form: spec 2 section 5 rules checked here and again by the server. */
export function ServiceForm({ service, submitting, onSubmit, onCancel }: ServiceFormProps) {
  // The season rules depend on today and on the seasons this service has (an ended one it has may stay).
  const [today] = useState(() => utcDay(new Date()));
  const schema = useMemo(() => serviceFormSchemaFor({ today, kept: service?.availability ?? [] }), [today, service]);
  const form = useForm<ServiceFormInput, unknown, ServiceFormValues>({ resolver: zodResolver(schema), defaultValues: defaults(service) });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const [image, setImage] = useState<{ file: File | null; error: string | null }>({ file: null, error: null });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    if (image.error) return;
    setFailure(null);
    try {
      await onSubmit(values, image.file);
    } catch (err) {
      const placedFacts = applyServerFactsErrors(err, setError);
      const placed = applyServerFieldErrors(err, FIELDS, setError) || placedFacts;
      const imageError = (err as { errors?: Record<string, string[]> })?.errors?.image?.[0];
      if (imageError) setImage({ file: null, error: imageError });
      if (!placed && !imageError) setFailure(errorMessage(err, t.saveFailed));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField label="Service Name" required error={errors.name?.message} {...register('name')} />
        <SelectField label="Service Type" required error={errors.type?.message} {...register('type')}>
          <option value="">Select a type</option>
          {SERVICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {serviceTypeLabels[type]}
            </option>
          ))}
        </SelectField>
        <TextAreaField label="Description" required rows={4} error={errors.description?.message} {...register('description')} />
        <TextField label="Location" placeholder="e.g. Arusha, Tanzania" error={errors.location_details?.message} {...register('location_details')} />
        <SelectField label={t.countryLabel} required error={errors.country?.message} {...register('country')}>
          <option value="">{t.countryPlaceholder}</option>
          {africanCountryOptions().map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <TextField label="Base Price" type="number" step="0.01" min="0" inputMode="decimal" error={errors.base_price?.message} {...register('base_price')} />
          <SelectField label="Currency" error={errors.currency?.message} {...register('currency')}>
            {SERVICE_CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField label="Pricing Description" placeholder="e.g. per person per night" error={errors.pricing_description?.message} {...register('pricing_description')} />
        <ServiceFactsFields today={today} />
        <ServiceImageField currentUrl={service?.image_url ?? null} file={image.file} error={image.error} onChange={(file, error) => setImage({ file, error })} />
        <CheckboxField label="Active (visible to travellers)" {...register('is_active')} />
        <FormActions cancelLabel={t.cancel} onCancel={onCancel} submitLabel={submitting ? t.saving : service ? t.update : t.save} busy={submitting} />
      </form>
    </FormProvider>
  );
}
