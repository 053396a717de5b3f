import { createContext, useContext } from 'react';
import { create } from 'zustand';
import { DISPLAY_CURRENCY_DEFAULT, DISPLAY_CURRENCY_STORAGE_KEY, effectiveDisplayCurrency, type ExchangeRates } from '@mt/shared';
import { setBrowserRenderHint } from './browser-render-hint';

/**
 * The currency this browser shows prices in (issue 22, docs/decisions/0039): kept in localStorage and read at
 * once, so the first paint already shows it. `chosen` is null until the visitor picks one (prices then show in
 * the default), which tells a choice from the default when an account signs in. Whatever is stored, prices
 * show only in a currency of the rate table (effectiveDisplayCurrency), so the value needs no other check.
 * Every page pays for this file: it is kept to the least (no cross-tab sync; another tab's choice shows on
 * its next page).
 */
interface DisplayCurrencyState {
  chosen: string | null;
  choose(code: string): void;
}

export const useDisplayCurrency = create<DisplayCurrencyState>()((set) => ({
  chosen: typeof localStorage === 'undefined' ? null : localStorage.getItem(DISPLAY_CURRENCY_STORAGE_KEY),
  choose(code) {
    localStorage.setItem(DISPLAY_CURRENCY_STORAGE_KEY, code);
    set({ chosen: code });
  },
}));

// A page in another currency than a guest's is painted by the browser, not the server (decision 0028).
const hint = ({ chosen }: DisplayCurrencyState) => setBrowserRenderHint('currency', !!chosen && chosen !== DISPLAY_CURRENCY_DEFAULT);
hint(useDisplayCurrency.getState());
useDisplayCurrency.subscribe(hint);

/** The public settings' exchange-rate table, provided by the root layout; null where there is none. */
export const ExchangeRatesContext = createContext<ExchangeRates | null>(null);

/** The table, the choice, and the currency prices show in now (the choice, or the default when the table cannot show it). */
export function useDisplayRates(): { rates: ExchangeRates | null; chosen: string | null; display: string } {
  const rates = useContext(ExchangeRatesContext);
  const chosen = useDisplayCurrency((s) => s.chosen);
  return { rates, chosen, display: effectiveDisplayCurrency(chosen, rates) };
}
