import { adminTripTexts as t, formatMoney } from '@mt/shared';

/** A service's own price and, for other currencies, the NOK a proposal would record (spec 3: proposals in NOK). */
export function ServicePrice({ basePrice, currency, basePriceNok }: { basePrice: number | null; currency: string; basePriceNok: number | null }) {
  if (basePrice === null) return <span className="text-slate-600">{t.priceOnRequest}</span>;
  return (
    <span className="whitespace-nowrap">
      <span className="font-semibold text-slate-900">{formatMoney(basePrice, currency)}</span>
      {currency !== 'NOK' && basePriceNok !== null && <span className="block text-xs text-slate-600">≈ {formatMoney(basePriceNok, 'NOK')}</span>}
    </span>
  );
}
