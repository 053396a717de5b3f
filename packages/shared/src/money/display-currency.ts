import type { ExchangeRates } from './money';

/**
 * The currency picker's part of the display-currency rules (docs/decisions/0039): in the header, so in every
 * page's first load, and kept apart from the price formatting, which only pages with prices load.
 */

/** Prices show in this until the visitor picks another (spec 1 and 2 show public prices in USD). */
export const DISPLAY_CURRENCY_DEFAULT = 'USD';
/** The browser's choice (localStorage); the account's is users.display_currency. */
export const DISPLAY_CURRENCY_STORAGE_KEY = 'display_currency';

/** The picker's choices: every currency the table has a rate for, the default first, then A to Z. */
export function displayCurrencies(table: ExchangeRates | null): string[] {
  const others = table ? Object.keys(table.rates).filter((c) => c !== DISPLAY_CURRENCY_DEFAULT) : [];
  return [DISPLAY_CURRENCY_DEFAULT, ...others.sort()];
}

/** The currency prices are shown in: the choice while the table has a rate for it, else the default. */
export function effectiveDisplayCurrency(chosen: string | null | undefined, table: ExchangeRates | null): string {
  // typeof, not truthiness: a code such as "__proto__" finds something on any object.
  return chosen && typeof table?.rates[chosen] === 'number' ? chosen : DISPLAY_CURRENCY_DEFAULT;
}

/** The picker's accessible name (the header shows the code alone). */
export const CURRENCY_PICKER_LABEL = 'Show prices in';
