import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  africanCountryOptions,
  adminServiceEditTexts as t,
  partnerServiceTexts,
  SERVICE_CURRENCIES,
  SERVICE_TYPES,
  serviceFormSchema,
  serviceTypeLabels,
  type ServiceDto,
  type ServiceFormInput,
  type ServiceFormValues,
} from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { FormActions } from '@/components/ui/form-actions';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';

const FIELDS = ['name', 'type', 'description', 'location_details', 'country', 'base_price', 'currency', 'pricing_description', 'is_active'] as const;

/** The service's current values as the partner's form shows them. */
const defaults = (s: ServiceDto): ServiceFormInput => ({
  name: s.name,
  type: s.type as ServiceFormInput['type'],
  description: s.description,
  location_details: s.location_details ?? '',
  country: s.country ?? '',
  base_price: s.base_price === null ? '' : s.base_price.toFixed(2),
  currency: s.currency,
  pricing_description: s.pricing_description ?? '',
  is_active: s.is_active,
});

interface AdminServiceFormProps {
  service: ServiceDto;
  submitting: boolean;
  /** Resolves on success; rejects with the call's error, placed under its field. */
  onSubmit(values: ServiceFormValues): Promise<unknown>;
  onCancel(): void;
}

/**
 * The service edit modal's form: the partner's Add/Update form (same schema, same fields and messages)
 * without the image, which stays the partner's. The fields below mirror the partner form's; once that form's
 * fields are a component of their own, this renders it instead (issue 22 merges both).
 */
export function AdminServiceForm({ service, submitting, onSubmit, onCancel }: AdminServiceFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ServiceFormInput, unknown, ServiceFormValues>({ resolver: zodResolver(serviceFormSchema), defaultValues: defaults(service) });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (err) {
      if (!applyServerFieldErrors(err, FIELDS, setError)) setFailure(errorMessage(err, t.updateFailed));
    }
  });

  return (
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
      <SelectField label={partnerServiceTexts.countryLabel} required error={errors.country?.message} {...register('country')}>
        <option value="">{partnerServiceTexts.countryPlaceholder}</option>
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
      <CheckboxField label="Active (visible to travellers)" {...register('is_active')} />
      <p className="text-xs text-slate-600">{t.partnerNotice}</p>
      <FormActions cancelLabel={t.cancel} onCancel={onCancel} submitLabel={submitting ? t.saving : t.save} busy={submitting} />
    </form>
  );
}
