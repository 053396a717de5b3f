import { effectiveDisplayCurrency } from './display-currency';
import { convertAmount, formatMoney, type ExchangeRates } from './money';

/**
 * Prices in the visitor's currency (issue 22 section 3, docs/decisions/0039). A price is kept and charged in
 * its own currency; what the visitor picks only changes how it is shown, as an approximation beside the
 * original. The rules are here, pure, so the pages, the API's tests and the unit tests agree.
 */

/**
 * A converted amount is an estimate: from 10 units up it is shown in whole units (at most 5 % off, and far
 * less on real prices), below that to the cent, so a small price never reads 0. Halves go up.
 */
export function roundConverted(amount: number): number {
  return Math.abs(amount) >= 10 ? Math.round(amount) : Math.round(amount * 100) / 100;
}

/** A rounded estimate written as formatMoney writes prices, without the ".00" of whole units: "€86", "TZS 240,000". */
export function formatEstimate(amount: number, currency: string): string {
  const rounded = roundConverted(amount);
  const text = formatMoney(rounded, currency);
  return Number.isInteger(rounded) ? text.replace(/\.00\b/, '') : text;
}

export interface ShownPrice {
  /** What the page shows: "≈ €86" when converted, else the price in its own currency. */
  text: string;
  /** The price in its own currency when `text` is a conversion (the small print); null otherwise. */
  original: string | null;
}

/**
 * `amount` of `currency` as shown to a visitor who chose `chosen`. Without a table, or without a rate for the
 * price's currency, the price shows in its own currency, exact, rather than a guess.
 */
export function showPrice(amount: number, currency: string, chosen: string | null | undefined, table: ExchangeRates | null): ShownPrice {
  const own = formatMoney(amount, currency);
  const display = effectiveDisplayCurrency(chosen, table);
  const converted = table && currency !== display ? convertAmount(amount, currency, display, table) : null;
  return converted === null ? { text: own, original: null } : { text: `≈ ${formatEstimate(converted, display)}`, original: own };
}

/** A service's price as its partner set it (issue 22): the one pages convert from and quote in small print. */
export function listedPriceOf(service: {
  base_price: number | null;
  currency: string;
  listed_price?: { amount: number; currency: string } | undefined;
}): { amount: number; currency: string } | null {
  if (service.base_price === null) return null;
  return service.listed_price ?? { amount: service.base_price, currency: service.currency };
}
