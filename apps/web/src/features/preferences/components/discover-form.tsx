import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BUDGET_LABELS,
  BUDGET_RANGES,
  discoverFormSchema,
  DURATION_LABELS,
  DURATIONS,
  INTEREST_LABELS,
  INTERESTS,
  PREFERENCE_NOTES_MAX,
  preferenceTexts as t,
  TRAVELLER_COUNT_MAX,
  type DiscoverFormInput,
} from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { useCreatePreference } from '../api/create-preference';
import { PreferenceNeedsFields } from './preference-needs-fields';

/** The traveller's local today, for the date picker's lower bound. */
const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

// Selects start on their placeholder ('' is not an option value the schema accepts).
const EMPTY = {
  budget_range: '',
  duration: '',
  traveller_count: 2,
  departure_date: '',
  interests: [],
  notes: '',
  home_city: '',
  flights_included: null,
  accessibility_needs: '',
  dietary_needs: '',
  excluded_countries: [],
} as unknown as DiscoverFormInput;

/** The form's values from a prefill ("Surprise me again"): the departure date is always chosen anew. */
export const prefilledValues = (prefill: Partial<DiscoverFormInput>): DiscoverFormInput => {
  const v = { ...EMPTY, ...prefill, departure_date: '' } as Record<string, unknown>;
  for (const k of ['home_city', 'accessibility_needs', 'dietary_needs', 'notes']) v[k] ??= '';
  return v as DiscoverFormInput;
};

/** My Discoveries (spec 1 section 2): every field of a preference, validated like the server does. */
export function DiscoverForm({ onSubmitted, prefill }: { onSubmitted(): void; prefill?: Partial<DiscoverFormInput> }) {
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<DiscoverFormInput>({ resolver: zodResolver(discoverFormSchema), defaultValues: prefill ? prefilledValues(prefill) : EMPTY });
  const create = useCreatePreference();
  const notesLength = useWatch({ control, name: 'notes' })?.length ?? 0;

  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        onSubmitted();
      },
    }),
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-6">
      {create.isError && (
        <Alert tone="error" title={t.submitError}>
          {errorMessage(create.error, t.submitFailed, { httpFallback: true })}
        </Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Budget (per person)" error={errors.budget_range?.message} {...register('budget_range')}>
          <option value="">Select a budget range</option>
          {BUDGET_RANGES.map((b) => (
            <option key={b} value={b}>
              {BUDGET_LABELS[b]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Trip duration" error={errors.duration?.message} {...register('duration')}>
          <option value="">Select a duration</option>
          {DURATIONS.map((d) => (
            <option key={d} value={d}>
              {DURATION_LABELS[d]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Number of travellers"
          type="number"
          inputMode="numeric"
          min={1}
          max={TRAVELLER_COUNT_MAX}
          step={1}
          error={errors.traveller_count?.message}
          {...register('traveller_count', { valueAsNumber: true })}
        />
        <TextField label="Departure date" type="date" min={localToday()} error={errors.departure_date?.message} {...register('departure_date')} />
      </div>

      <fieldset aria-describedby={errors.interests ? 'interests-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">Interests</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {INTERESTS.map((id) => (
            <label key={id} className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
              <input type="checkbox" value={id} className="size-4 rounded border-slate-400 text-brand-700" {...register('interests')} />
              {INTEREST_LABELS[id]}
            </label>
          ))}
        </div>
        {errors.interests && (
          <p id="interests-error" role="alert" className="mt-1 text-sm text-red-700">
            {errors.interests.message ?? errors.interests.root?.message ?? t.interestsRequired}
          </p>
        )}
      </fieldset>

      <TextAreaField
        label="Notes (optional)"
        rows={4}
        maxLength={PREFERENCE_NOTES_MAX}
        placeholder="Anything else we should know: celebrations, things you love or want to avoid…"
        hint={`${notesLength.toLocaleString('en-US')}/${PREFERENCE_NOTES_MAX.toLocaleString('en-US')} characters`}
        error={errors.notes?.message}
        {...register('notes')}
      />

      <PreferenceNeedsFields register={register} control={control} errors={errors} />

      <Button type="submit" size="lg" className="w-full sm:w-auto" loading={create.isPending}>
        {create.isPending ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
