import { useId } from 'react';
import { formatMoney, paymentPlanTexts as t, type PaymentPart, type PaymentPlan } from '@mt/shared';
import { cn } from '@/lib/cn';
import { formatCalendarDate } from '@/lib/format-date';

interface PaymentPlanChoiceProps {
  plan: PaymentPlan;
  total: number;
  currency: string;
  value: PaymentPart;
  onChange(part: PaymentPart): void;
  disabled?: boolean;
}

/**
 * Deposit now or the full price (docs/decisions/0013): shown when the trip's plan offers both, with
 * what each choice charges today and what is left for later.
 */
export function PaymentPlanChoice({ plan, total, currency, value, onChange, disabled = false }: PaymentPlanChoiceProps) {
  const id = useId();
  const money = (amount: number | null) => formatMoney(amount ?? 0, currency);
  const options = plan.parts.map((part) => {
    if (part === 'deposit') {
      return {
        part,
        label: t.depositOption(money(plan.deposit_amount)),
        hint: t.depositOptionHint(plan.deposit_percent, money(plan.balance_amount), formatCalendarDate(plan.balance_due_date)),
      };
    }
    if (part === 'balance') return { part, label: t.balanceOption(money(plan.balance_amount)), hint: null };
    return { part, label: t.fullOption(money(total)), hint: t.fullOptionHint };
  });
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{t.choiceLegend}</legend>
      {options.map((o) => (
        <label
          key={o.part}
          className={cn(
            'flex items-start gap-3 rounded-xl p-3 ring-1 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700',
            value === o.part ? 'bg-brand-50 ring-brand-700' : 'bg-white ring-slate-300 hover:bg-slate-50',
            disabled ? 'cursor-not-allowed opacity-70' : 'cursor-pointer',
          )}
        >
          <input
            type="radio"
            name="payment-part"
            value={o.part}
            checked={value === o.part}
            onChange={() => onChange(o.part)}
            className="mt-1 size-4 accent-brand-700"
            // The name is the option alone; the hint is its description, not part of its name.
            aria-labelledby={`${id}-${o.part}-label`}
            aria-describedby={o.hint ? `${id}-${o.part}-hint` : undefined}
          />
          <span>
            <span id={`${id}-${o.part}-label`} className="block text-sm font-semibold text-slate-900">
              {o.label}
            </span>
            {o.hint && (
              <span id={`${id}-${o.part}-hint`} className="block text-sm text-slate-700">
                {o.hint}
              </span>
            )}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
