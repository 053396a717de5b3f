import { convertAmount, formatMoney, type ExchangeRates } from './money';

/**
 * Prices in the visitor's currency (issue 22 section 3, docs/decisions/0039). A price is kept and charged in
 * its own currency; what the visitor picks only changes how it is shown, as an approximation beside the
 * original. The rules are here, pure, so the pages, the API's tests and the unit tests agree.
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

/**
 * The sum of several prices as shown (a trip plan's estimate). Prices without a rate cannot be added to the
 * others and are left out rather than guessed; null when nothing is left. Exact when no price needed converting.
 */
export function showTotal(
  prices: readonly { amount: number; currency: string }[],
  chosen: string | null | undefined,
  table: ExchangeRates | null,
): string | null {
  const display = effectiveDisplayCurrency(chosen, table);
  let total = 0;
  let counted = 0;
  let converted = false;
  for (const p of prices) {
    const value = p.currency === display ? p.amount : table ? convertAmount(p.amount, p.currency, display, table) : null;
    if (value === null) continue;
    total += value;
    counted += 1;
    converted ||= p.currency !== display;
  }
  if (counted === 0) return null;
  return converted ? `≈ ${formatEstimate(total, display)}` : formatMoney(total, display);
}

/**
 * A filter bound in another currency, to two significant digits from 100 up (KES 12,872 → KES 12,000 or
 * 13,000), whole units below. A range's lower bound rounds down and its upper bound up, so every price the
 * filter finds shows inside the label (neighbouring labels may then overlap by one step: "€91 – €460",
 * "€450 – €920"). The nudge keeps a bound that converts exactly (80.00000000000001) from moving a step.
 */
export function roundBound(amount: number, direction: 'down' | 'up'): number {
  const step = amount < 100 ? 1 : 10 ** (Math.floor(Math.log10(amount)) - 1);
  const steps = amount / step;
  return (direction === 'down' ? Math.floor(steps + 1e-9) : Math.ceil(steps - 1e-9)) * step;
}

/**
 * A price range's label in the visitor's currency, with its own (exact) label after it:
 * "€91 – €460 ($100 – $500)", "€910+ ($1,000+)". Null when no conversion applies: the own label stands alone.
 */
export function convertedRangeLabel(
  bounds: readonly [number, number | null],
  currency: string,
  ownLabel: string,
  chosen: string | null | undefined,
  table: ExchangeRates | null,
): string | null {
  const display = effectiveDisplayCurrency(chosen, table);
  if (!table || display === currency) return null;
  const bound = (amount: number, direction: 'down' | 'up') => {
    const converted = convertAmount(amount, currency, display, table);
    return converted === null ? null : formatMoney(roundBound(converted, direction), display).replace(/\.00\b/, '');
  };
  const lo = bound(bounds[0], 'down');
  const hi = bounds[1] === null ? '' : bound(bounds[1], 'up');
  if (lo === null || hi === null) return null;
  return `${lo}${hi ? ` – ${hi}` : '+'} (${ownLabel})`;
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
