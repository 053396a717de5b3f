import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Switch } from 'radix-ui';
import { z } from 'zod';
import {
  balanceDueDaysSchema,
  cancellationTierSchema,
  cancellationTiersSchema,
  depositPercentSchema,
  postponementFeeSchema,
  settingsTexts,
  ENVELOPE_DAYS_MAX,
  envelopeTexts,
  type AdminSettings,
} from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useTimedValue } from '@/lib/use-timed-value';
import { useAdminSettings } from '../api/get-admin-settings';
import { useUpdateAdminSettings } from '../api/update-admin-settings';
import { MoneyTermsFields } from './money-terms-fields';

const REVEAL_DAYS_MAX = 60;
const revealDaysMessage = `Enter a whole number of days from 0 to ${REVEAL_DAYS_MAX}.`;
const envelopeDaysMessage = `Enter a whole number of days from 0 to ${ENVELOPE_DAYS_MAX}.`;
const envelopeDays = z.number({ error: envelopeDaysMessage }).int(envelopeDaysMessage).min(0, envelopeDaysMessage).max(ENVELOPE_DAYS_MAX, envelopeDaysMessage);
const settingsFormSchema = z.object({
  maintenance_mode: z.boolean(),
  reveal_days_before_departure: z
    .number({ error: revealDaysMessage })
    .int(revealDaysMessage)
    .min(0, revealDaysMessage)
    .max(REVEAL_DAYS_MAX, revealDaysMessage),
  deposit_percent: depositPercentSchema,
  balance_due_days: balanceDueDaysSchema,
  postponement_fee: postponementFeeSchema,
  // The shared rules (a 0-day row, unique days); rows keep their order while editing.
  cancellation_tiers: z.array(cancellationTierSchema.required()).superRefine((tiers, ctx) => {
    const checked = cancellationTiersSchema.safeParse(tiers);
    if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]!.message });
  }),
  envelope_weather_days: envelopeDays,
  envelope_packing_days: envelopeDays,
  envelope_region_days: envelopeDays,
}).superRefine((s, ctx) => {
  // The envelope's stages open in order, the reveal last (issue 19 section 2; the API checks it too).
  if (!(s.envelope_weather_days >= s.envelope_packing_days && s.envelope_packing_days >= s.envelope_region_days && s.envelope_region_days >= s.reveal_days_before_departure)) {
    ctx.addIssue({ code: 'custom', path: ['envelope_weather_days'], message: envelopeTexts.daysOrder });
  }
});

const LOAD_FAILED = 'Failed to load site settings.';
const SAVE_FAILED = 'Failed to save settings.';
/** Spec 3: success banners disappear after 5 seconds. */
const SAVED_NOTICE_MS = 5000;

/** Admin "Site Settings": maintenance mode, how many days before departure trips are revealed, and the money terms. */
export function SiteSettingsPanel() {
  const settings = useAdminSettings();
  return (
    <section aria-labelledby="site-settings-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="site-settings-title" className="text-xl font-semibold text-slate-900">
        Site Settings
      </h2>
      {settings.isPending ? (
        <Spinner label="Loading settings…" />
      ) : settings.isError ? (
        <Alert tone="error" className="mt-4">
          {errorMessage(settings.error, LOAD_FAILED)}
        </Alert>
      ) : (
        <SiteSettingsForm settings={settings.data} />
      )}
    </section>
  );
}

function SiteSettingsForm({ settings }: { settings: AdminSettings }) {
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(settingsFormSchema), defaultValues: settings });
  const update = useUpdateAdminSettings();
  const savedNotice = useTimedValue<true>(SAVED_NOTICE_MS);

  const onSubmit = handleSubmit((values) => {
    savedNotice.clear();
    update.mutate(values, {
      onSuccess: (next) => {
        reset(next);
        savedNotice.show(true);
      },
    });
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4 space-y-5">
      {update.isError && <Alert tone="error">{errorMessage(update.error, SAVE_FAILED)}</Alert>}
      {savedNotice.value && <Alert tone="success">{settingsTexts.settingsSaved}</Alert>}
      <Controller
        control={control}
        name="maintenance_mode"
        render={({ field }) => (
          <div className="flex items-start justify-between gap-4">
            <div>
              <label htmlFor="maintenance-mode" className="text-sm font-medium text-slate-800">
                Maintenance mode
              </label>
              <p id="maintenance-mode-hint" className="text-sm text-slate-700">
                While it is on, only administrators can use the site; everyone else sees the “Site Under
                Development” notice and can only reach the sign-in page.
              </p>
            </div>
            <Switch.Root
              id="maintenance-mode"
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              aria-describedby="maintenance-mode-hint"
              className="relative mt-1 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-500 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=checked]:bg-brand-700"
            >
              <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
            </Switch.Root>
          </div>
        )}
      />
      <TextField
        label="Reveal trips N days before departure"
        type="number"
        inputMode="numeric"
        min={0}
        max={REVEAL_DAYS_MAX}
        step={1}
        className="max-w-32"
        hint="How many days before departure a confirmed trip's destination is revealed to the traveller (0–60)."
        error={errors.reveal_days_before_departure?.message}
        {...register('reveal_days_before_departure', { valueAsNumber: true })}
      />
      <MoneyTermsFields control={control} register={register} errors={errors} />
      <fieldset className="space-y-3">
        <legend className="font-medium text-slate-900">Envelope stages (days before departure)</legend>
        <TextField label="Weather clue opens N days before departure" type="number" inputMode="numeric" min={0} max={ENVELOPE_DAYS_MAX} step={1} className="max-w-32" hint="Each stage opens on or before the next: weather, packing, region, then the reveal." error={errors.envelope_weather_days?.message} {...register('envelope_weather_days', { valueAsNumber: true })} />
        <TextField label="Packing list opens N days before departure" type="number" inputMode="numeric" min={0} max={ENVELOPE_DAYS_MAX} step={1} className="max-w-32" error={errors.envelope_packing_days?.message} {...register('envelope_packing_days', { valueAsNumber: true })} />
        <TextField label="Region opens N days before departure" type="number" inputMode="numeric" min={0} max={ENVELOPE_DAYS_MAX} step={1} className="max-w-32" error={errors.envelope_region_days?.message} {...register('envelope_region_days', { valueAsNumber: true })} />
      </fieldset>
      <Button type="submit" loading={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save Settings'}
      </Button>
    </form>
  );
}
