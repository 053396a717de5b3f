import { displayCurrencyTexts as t, showTotal, type TripPlanItem } from '@mt/shared';
import { useDisplayRates } from '@/lib/display-currency';

/** What the plan's services cost per person, added up in the visitor's currency (issue 22); nothing without prices. */
export function PlanEstimate({ items }: { items: TripPlanItem[] }) {
  const { rates, chosen } = useDisplayRates();
  const priced = items.flatMap((i) => (i.base_price === null ? [] : [{ amount: i.base_price, currency: i.currency }]));
  const total = showTotal(priced, chosen, rates);
  if (total === null) return null;
  return (
    <div className="rounded-xl bg-brand-50 p-4">
      <p className="font-semibold text-slate-900">{t.planEstimate(total)}</p>
      <p className="text-sm text-slate-700">{t.planEstimateHint}</p>
    </div>
  );
}
