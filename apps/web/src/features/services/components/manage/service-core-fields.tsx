import { useFormContext } from 'react-hook-form';
import {
  africanCountryOptions,
  partnerServiceTexts as t,
  SERVICE_CURRENCIES,
  SERVICE_TYPES,
  serviceTypeLabels,
  type ServiceDto,
  type ServiceFormInput,
} from '@mt/shared';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { serviceFactsDefaults } from './service-facts-fields';

/** The form's own fields, where a server message can be placed (the facts place theirs: applyServerFactsErrors). */
export const SERVICE_FORM_FIELDS = ['name', 'type', 'description', 'location_details', 'country', 'base_price', 'currency', 'pricing_description', 'is_active'] as const;

/** A service's values as the form holds them (empty for a new one): the partner's form and the admin's edit. */
export const serviceFormDefaults = (s: ServiceDto | null): ServiceFormInput => ({
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

/**
 * Name, type, description, place, country and price (spec 2 section 5), inside a FormProvider: written once
 * for the partner's Add/Update form and the admin's service edit modal, so both ask and check the same.
 */
export function ServiceCoreFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ServiceFormInput>();
  return (
    <>
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
    </>
  );
}
