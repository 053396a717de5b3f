import { CURRENCY_PICKER_LABEL, displayCurrencies } from '@mt/shared';
import { useDisplayRates } from '@/lib/display-currency';
import { chooseDisplayCurrency } from '../account-currency';

/**
 * The header's currency picker (issue 22): a native select, so the keyboard, screen readers and a phone's own
 * picker work with no menu code to load (docs/decisions/0039). Its options are the exchange-rate table's.
 */
export function CurrencyPicker() {
  const { rates, display } = useDisplayRates();
  return (
    <select
      aria-label={CURRENCY_PICKER_LABEL}
      title={CURRENCY_PICKER_LABEL}
      value={display}
      onChange={(e) => chooseDisplayCurrency(e.target.value)}
      className="ml-auto rounded-md border border-slate-300 bg-white py-1.5 pl-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 md:ml-0"
    >
      {displayCurrencies(rates).map((code) => (
        <option key={code}>{code}</option>
      ))}
    </select>
  );
}
