import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PREFERENCE_NOTES_MAX, TRIP_PLAN_MIN_GROUP_SIZE, tripDetailsSchema, tripPlanTexts, type TripDetails } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { useTripPlan } from '../store/trip-plan-store';

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

interface TripDetailsFormProps {
  onRequest(details: TripDetails): void;
  pending: boolean;
  disabled?: boolean;
}

/** Trip Details: start, end (not before start), group size (min 1, default 2) and notes; every change is saved in the plan. */
export function TripDetailsForm({ onRequest, pending, disabled }: TripDetailsFormProps) {
  const { startDate, endDate, groupSize, notes, setDetails } = useTripPlan.getState();
  const {
    register,
    handleSubmit,
    subscribe,
    control,
    formState: { errors },
  } = useForm<TripDetails>({ resolver: zodResolver(tripDetailsSchema), defaultValues: { startDate, endDate, groupSize, notes } });

  // Persist as the traveller types, so a detour through sign-in comes back to the same form.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values: v }) =>
          setDetails({
            startDate: v.startDate ?? '',
            endDate: v.endDate ?? '',
            notes: v.notes ?? '',
            ...(Number.isInteger(v.groupSize) && v.groupSize >= 1 ? { groupSize: v.groupSize } : {}),
          }),
      }),
    [subscribe, setDetails],
  );

  const start = useWatch({ control, name: 'startDate' });
  const notesLength = useWatch({ control, name: 'notes' })?.length ?? 0;

  return (
    <form onSubmit={(e) => void handleSubmit(onRequest)(e)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Start date" type="date" min={today()} error={errors.startDate?.message} {...register('startDate')} />
        <TextField label="End date" type="date" min={start || today()} error={errors.endDate?.message} {...register('endDate')} />
      </div>
      <TextField
        label="Group size"
        type="number"
        inputMode="numeric"
        min={TRIP_PLAN_MIN_GROUP_SIZE}
        step={1}
        error={errors.groupSize?.message}
        {...register('groupSize', { valueAsNumber: true })}
      />
      <TextAreaField
        label="Notes"
        rows={4}
        maxLength={PREFERENCE_NOTES_MAX}
        hint={`${notesLength.toLocaleString('en-US')}/${PREFERENCE_NOTES_MAX.toLocaleString('en-US')} characters`}
        error={errors.notes?.message}
        {...register('notes')}
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto" loading={pending} disabled={disabled}>
        {pending ? tripPlanTexts.requesting : tripPlanTexts.requestDraft}
      </Button>
    </form>
  );
}
