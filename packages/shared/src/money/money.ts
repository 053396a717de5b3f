import { z } from 'zod';

/**
 * Money is stored as integer minor units with a currency (DESIGN.md section 3) and shown as decimal
 * numbers under the spec's names (base_price). Every currency we price in has two decimals; a table
 * keeps the exceptions explicit should a zero-decimal currency (JPY, UGX) ever be added.
 */
const MINOR_DIGITS: Record<string, number> = {};
const digitsOf = (currency: string) => MINOR_DIGITS[currency.toUpperCase()] ?? 2;

export function minorToDecimal(minor: number, currency: string): number {
  const factor = 10 ** digitsOf(currency);
  return Math.round(minor) / factor;
}

export function decimalToMinor(amount: number, currency: string): number {
  const factor = 10 ** digitsOf(currency);
  // Rounding first avoids 0.29 * 100 = 28.999999999999996.
  return Math.round(Number((amount * factor).toFixed(6)));
}

/** Settings key 'exchange_rates': how much one unit of `base` buys in each currency. */
export const exchangeRatesSchema = z.object({
  base: z.string().length(3),
  rates: z.record(z.string().length(3), z.number().positive().finite()),
});
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;

/** Used until an admin stores a table (matches the demo seed; 1 NOK in each currency). */
export const DEFAULT_EXCHANGE_RATES: ExchangeRates = {
  base: 'NOK',
  rates: { NOK: 1, USD: 0.094, EUR: 0.086, GBP: 0.074, ZAR: 1.7, KES: 12.1, TZS: 240, MAD: 0.9 },
};

/** `amount` of `from` in `to`, or null when either currency has no rate. */
export function convertAmount(amount: number, from: string, to: string, table: ExchangeRates): number | null {
  if (from === to) return amount;
  const rFrom = table.rates[from];
  const rTo = table.rates[to];
  if (!rFrom || !rTo) return null;
  return (amount / rFrom) * rTo;
}

/**
 * A price in minor units of `from` as whole minor units of `to` at the table's rate, or null when either
 * currency has no rate. A trip proposal snapshots each service this way, so estimates shown before the
 * proposal (the admin's service list) use it too and agree with the snapshot to the cent.
 */
export function convertMinor(minor: number, from: string, to: string, table: ExchangeRates): number | null {
  const converted = convertAmount(minorToDecimal(minor, from), from, to, table);
  return converted === null ? null : decimalToMinor(converted, to);
}

/** Building a currency formatter costs a phone milliseconds each time; a card list asks for the same few. */
const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * How en-US writes the currencies of the exchange-rate table before the amount. Prices are written without
 * Intl in this locale: a browser's first Intl call loads its locale data (about 60 ms on a laptop, four times
 * that on a phone), on the path of the first paint of every page with a price. A test holds this to Intl.
 */
const EN_US_PREFIXES: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  NOK: 'NOK\u00a0',
  ZAR: 'ZAR\u00a0',
  KES: 'KES\u00a0',
  TZS: 'TZS\u00a0',
  MAD: 'MAD\u00a0',
};
/** Below this the shortest decimal writing of a number has no exponent, nor more digits than it holds. */
const PLAIN_LIMIT = 1e15;

/**
 * Rounded to cents as Intl does: from the number's shortest decimal writing (so 0.015 is 0.02, although the
 * double is a hair below), halves away from zero.
 */
function cents(abs: number): bigint {
  if (abs < 1e-6) return 0n; // written with an exponent; far below half a cent
  const [whole, fraction = ''] = String(abs).split('.') as [string, string?];
  const kept = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0'));
  return (fraction[2] ?? '0') >= '5' ? kept + 1n : kept;
}

function formatEnUs(amount: number, prefix: string): string {
  const total = cents(Math.abs(amount)).toString().padStart(3, '0');
  const grouped = total.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  const negative = amount < 0 || Object.is(amount, -0);
  return `${negative ? '-' : ''}${prefix}${grouped}.${total.slice(-2)}`;
}

/** "$1,234.50" style: the spec shows prices as an amount with 2 decimals. */
export function formatMoney(amount: number, currency: string, locale = 'en-US'): string {
  const prefix = locale === 'en-US' && Math.abs(amount) < PLAIN_LIMIT ? EN_US_PREFIXES[currency] : undefined;
  if (prefix !== undefined) return formatEnUs(amount, prefix);
  try {
    return moneyFormat(locale, currency).format(amount);
  } catch {
    // An unknown currency code must not break a page.
    return `${amount.toFixed(2)} ${currency}`;
  }
}
