import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { BALANCE_DUE_DAYS_MAX, CANCELLATION_TIERS_MAX, DEPOSIT_PERCENT_MAX, type AdminSettings } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';

interface MoneyTermsFieldsProps {
  control: Control<AdminSettings>;
  register: UseFormRegister<AdminSettings>;
  errors: FieldErrors<AdminSettings>;
}

const cell = 'w-full rounded-lg border border-slate-300 px-2 py-1.5 text-sm aria-[invalid=true]:border-red-600';

/**
 * The money terms of the site settings (docs/decisions/0013): deposit, balance due date, postponement
 * fee and the cancellation table that checkout, the pricing page and the terms quote.
 */
export function MoneyTermsFields({ control, register, errors }: MoneyTermsFieldsProps) {
  const tiers = useFieldArray({ control, name: 'cancellation_tiers' });
  const tiersError = errors.cancellation_tiers?.root?.message ?? errors.cancellation_tiers?.message;
  // min-w-0: a fieldset is as wide as its content by default, which pushed the settings off a phone screen.
  return (
    <fieldset className="min-w-0 space-y-4 border-t border-slate-200 pt-5">
      <legend className="text-base font-semibold text-slate-900">Booking money terms</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Deposit (%)"
          type="number"
          inputMode="numeric"
          min={0}
          max={DEPOSIT_PERCENT_MAX}
          hint={`Share of the price that confirms a trip; 0 turns deposits off (0–${DEPOSIT_PERCENT_MAX}).`}
          error={errors.deposit_percent?.message}
          {...register('deposit_percent', { valueAsNumber: true })}
        />
        <TextField
          label="Balance due (days before departure)"
          type="number"
          inputMode="numeric"
          min={1}
          max={BALANCE_DUE_DAYS_MAX}
          hint="A deposit is offered only while the departure is further away than this."
          error={errors.balance_due_days?.message}
          {...register('balance_due_days', { valueAsNumber: true })}
        />
        <TextField
          label="Postponement fee (NOK)"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          hint="Charged when a booked trip is postponed."
          error={errors.postponement_fee?.message}
          {...register('postponement_fee', { valueAsNumber: true })}
        />
      </div>
      <div className="space-y-2">
        <p id="tiers-title" className="text-sm font-medium text-slate-800">
          Cancellation refunds
        </p>
        <p id="tiers-hint" className="text-sm text-slate-700">
          Cancelling at least this many days before departure refunds this share of what the traveller paid. One row must start at 0 days.
        </p>
        {/* relative: the rows' screen-reader labels (absolutely placed) stay inside this scroll box, not past the phone's edge. */}
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-sm" aria-labelledby="tiers-title" aria-describedby="tiers-hint">
            <thead className="text-slate-700">
              <tr>
                <th className="py-1 pr-2 font-medium">Days before departure (at least)</th>
                <th className="py-1 pr-2 font-medium">Refund (%)</th>
                <th className="py-1 pr-2 font-medium">Keeps the deposit</th>
                <th className="py-1">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tiers.fields.map((field, i) => {
                const rowErrors = errors.cancellation_tiers?.[i];
                return (
                  <tr key={field.id} className="align-top">
                    <td className="py-1 pr-2">
                      <input
                        type="number"
                        min={0}
                        className={cell}
                        aria-label={`Row ${i + 1}: days before departure`}
                        aria-invalid={!!rowErrors?.min_days_before_departure}
                        {...register(`cancellation_tiers.${i}.min_days_before_departure`, { valueAsNumber: true })}
                      />
                    </td>
                    <td className="py-1 pr-2">
                      <input
                        type="number"
                        min={0}
                        max={100}
                        className={cell}
                        aria-label={`Row ${i + 1}: refund percent`}
                        aria-invalid={!!rowErrors?.refund_percent}
                        {...register(`cancellation_tiers.${i}.refund_percent`, { valueAsNumber: true })}
                      />
                    </td>
                    <td className="py-2 pr-2">
                      <input type="checkbox" className="size-4 accent-brand-700" aria-label={`Row ${i + 1}: keeps the deposit`} {...register(`cancellation_tiers.${i}.keeps_deposit`)} />
                    </td>
                    <td className="py-1">
                      <Button type="button" variant="ghost" size="sm" disabled={tiers.fields.length <= 1} onClick={() => tiers.remove(i)}>
                        Remove<span className="sr-only"> row {i + 1}</span>
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {tiersError && (
          <p role="alert" className="text-sm text-red-700">
            {tiersError}
          </p>
        )}
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={tiers.fields.length >= CANCELLATION_TIERS_MAX}
          onClick={() => tiers.append({ min_days_before_departure: 0, refund_percent: 0, keeps_deposit: false })}
        >
          Add a row
        </Button>
      </div>
    </fieldset>
  );
}
