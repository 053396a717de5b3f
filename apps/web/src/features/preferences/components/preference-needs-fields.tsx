import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { HOME_CITY_MAX, PREFERENCE_NEED_MAX, preferenceNeedsTexts as t, type DiscoverFormInput } from '@mt/shared';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { CountryMultiSelect } from './country-multi-select';

interface PreferenceNeedsFieldsProps {
  register: UseFormRegister<DiscoverFormInput>;
  control: Control<DiscoverFormInput>;
  errors: FieldErrors<DiscoverFormInput>;
}

/** '' (not said) → null; the select's texts → the boolean the API takes. */
const flightsValue = (v: unknown) => (v === 'true' || v === true ? true : v === 'false' || v === false ? false : null);

/** Issue 19 section 1: the optional fields that let a surprise fit (home city, flights, needs, exclusions). */
export function PreferenceNeedsFields({ register, control, errors }: PreferenceNeedsFieldsProps) {
  return (
    <section aria-labelledby="preference-needs-title" className="space-y-5 border-t border-slate-200 pt-6">
      <div>
        <h2 id="preference-needs-title" className="text-lg font-semibold text-slate-900">
          {t.sectionTitle}
        </h2>
        <p className="text-sm text-slate-700">{t.sectionIntro}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t.homeCityLabel} hint={t.homeCityHint} maxLength={HOME_CITY_MAX} autoComplete="address-level2" error={errors.home_city?.message} {...register('home_city')} />
        <Controller
          control={control}
          name="flights_included"
          render={({ field, fieldState }) => (
            <SelectField
              label={t.flightsLabel}
              error={fieldState.error?.message}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value === true ? 'true' : field.value === false ? 'false' : ''}
              onChange={(e) => field.onChange(flightsValue(e.target.value))}
            >
              <option value="">—</option>
              <option value="true">{t.flightsYes}</option>
              <option value="false">{t.flightsNo}</option>
            </SelectField>
          )}
        />
      </div>
      <TextAreaField label={t.accessibilityLabel} hint={t.accessibilityHint} rows={2} maxLength={PREFERENCE_NEED_MAX} error={errors.accessibility_needs?.message} {...register('accessibility_needs')} />
      <TextAreaField label={t.dietaryLabel} hint={t.dietaryHint} rows={2} maxLength={PREFERENCE_NEED_MAX} error={errors.dietary_needs?.message} {...register('dietary_needs')} />
      <Controller
        control={control}
        name="excluded_countries"
        render={({ field, fieldState }) => <CountryMultiSelect value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} />}
      />
    </section>
  );
}
