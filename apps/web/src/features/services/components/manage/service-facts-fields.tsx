import { useFieldArray, useFormContext, type FieldPath, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import {
  DURATION_UNITS,
  SERVICE_GROUP_SIZE_MAX,
  SERVICE_SEASON_EARLIEST,
  SERVICE_SEASONS_MAX,
  durationFormValue,
  partnerServiceTexts as t,
  seasonHorizon,
  type DurationUnit,
  type SeasonRange,
  type ServiceFacts,
} from '@mt/shared';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';

/** The part of a service form these fields fill: the form's schema takes serviceFactsFormShapeFor (shared). */
export interface ServiceFactsFormInput {
  duration_amount?: string;
  duration_unit: DurationUnit;
  group_size_min?: string;
  group_size_max?: string;
  availability: SeasonRange[];
}

/** A form's starting values from a service's JSON (or none for a new service). */
export function serviceFactsDefaults(s: ServiceFacts | null | undefined): ServiceFactsFormInput {
  return {
    ...durationFormValue(s?.duration_hours),
    group_size_min: s?.group_size_min?.toString() ?? '',
    group_size_max: s?.group_size_max?.toString() ?? '',
    availability: s?.availability.map((r) => ({ ...r })) ?? [],
  };
}

/**
 * Puts the server's messages for the facts under these fields (the length is answered as duration_hours);
 * true when one was placed. For a form whose other fields applyServerFieldErrors places.
 */
export function applyServerFactsErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>): boolean {
  if (!(err instanceof ApiError) || !err.errors) return false;
  const fields = { duration_hours: 'duration_amount', group_size_min: 'group_size_min', group_size_max: 'group_size_max', availability: 'availability' } as const;
  let placed = false;
  for (const [from, to] of Object.entries(fields)) {
    const message = err.errors[from]?.[0];
    if (message) {
      setError(to as FieldPath<T>, { type: 'server', message });
      placed = true;
    }
  }
  return placed;
}

interface ServiceFactsFieldsProps {
  /** A UTC day (utcDay): ranges that ended before it are marked; date pickers stop at the horizon. */
  today: string;
}

const legend = 'text-sm font-semibold text-slate-900';
const hint = 'text-xs text-slate-600';

/**
 * Length (a number with hours or days), group size (smallest and largest) and season (date ranges, added
 * and removed) of a service, for the partner's Add/Update form and the admin's edit. Inside a react-hook-form
 * FormProvider whose values include ServiceFactsFormInput; the schema's messages show under each field.
 */
export function ServiceFactsFields({ today }: ServiceFactsFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ServiceFactsFormInput>();
  const seasons = useFieldArray({ control, name: 'availability' });
  const seasonsError = errors.availability?.root?.message ?? errors.availability?.message;
  const horizon = seasonHorizon(today);

  return (
    <div className="space-y-4 rounded-lg border border-slate-200 p-3 sm:p-4">
      <div className="grid grid-cols-[1fr_7rem] gap-3">
        <TextField
          label={t.durationLabel}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          hint={t.durationHint}
          error={errors.duration_amount?.message}
          {...register('duration_amount')}
        />
        <SelectField label={t.durationUnitLabel} {...register('duration_unit')}>
          {DURATION_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {t[unit]}
            </option>
          ))}
        </SelectField>
      </div>

      <fieldset className="space-y-2">
        <legend className={legend}>{t.groupSizeLabel}</legend>
        <p className={hint}>{t.groupSizeHint}</p>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t.groupSizeMinLabel}
            type="number"
            inputMode="numeric"
            min={1}
            max={SERVICE_GROUP_SIZE_MAX}
            error={errors.group_size_min?.message}
            {...register('group_size_min')}
          />
          <TextField
            label={t.groupSizeMaxLabel}
            type="number"
            inputMode="numeric"
            min={1}
            max={SERVICE_GROUP_SIZE_MAX}
            error={errors.group_size_max?.message}
            {...register('group_size_max')}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-2">
        <legend className={legend}>{t.seasonLabel}</legend>
        <p className={hint}>{t.seasonHint}</p>
        {seasons.fields.length > 0 && (
          <ol className="space-y-3">
            {seasons.fields.map((field, i) => {
              const rowErrors = errors.availability?.[i];
              const ended = field.until !== '' && field.until < today;
              return (
                <li key={field.id} aria-label={t.seasonRange(i + 1)} className="space-y-1 border-t border-slate-100 pt-3 first:border-t-0 first:pt-0">
                  <div className="flex items-center justify-between gap-2">
                    <span className="text-xs font-medium text-slate-700">
                      {t.seasonRange(i + 1)}
                      {ended && <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 font-normal">{t.seasonEndedNote}</span>}
                    </span>
                    <Button variant="ghost" size="sm" className="px-2 py-1" aria-label={t.removeSeason(i + 1)} onClick={() => seasons.remove(i)}>
                      <X className="size-4" aria-hidden />
                    </Button>
                  </div>
                  <div className="grid grid-cols-2 gap-2">
                    <TextField
                      label={t.seasonFromLabel}
                      type="date"
                      min={SERVICE_SEASON_EARLIEST}
                      max={horizon}
                      error={rowErrors?.from?.message}
                      {...register(`availability.${i}.from`)}
                    />
                    <TextField
                      label={t.seasonUntilLabel}
                      type="date"
                      min={SERVICE_SEASON_EARLIEST}
                      max={horizon}
                      error={rowErrors?.until?.message}
                      {...register(`availability.${i}.until`)}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        {seasonsError && (
          <p role="alert" className="text-sm text-red-700">
            {seasonsError}
          </p>
        )}
        {seasons.fields.length < SERVICE_SEASONS_MAX && (
          <Button variant="secondary" size="sm" onClick={() => seasons.append({ from: '', until: '' })}>
            <Plus className="size-4" aria-hidden />
            {t.addSeason}
          </Button>
        )}
      </fieldset>
    </div>
  );
}
