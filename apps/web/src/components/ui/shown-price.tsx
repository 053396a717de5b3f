import { showPrice } from '@mt/shared';
import { useDisplayRates } from '@/lib/display-currency';

/**
 * A price in the visitor's currency (issue 22): "≈ €86" in bold, and the price as listed in small print
 * after it (" · NOK 1,000.00"), so the estimate is never mistaken for what is charged.
 */
export function ShownPrice({ amount, currency }: { amount: number; currency: string }) {
  const { rates, chosen } = useDisplayRates();
  const shown = showPrice(amount, currency, chosen, rates);
  return (
    <>
      <span className="text-base font-bold text-slate-900">{shown.text}</span>
      {shown.original && <span className="text-xs text-slate-600"> · {shown.original}</span>}
    </>
  );
}
