import { z } from 'zod';
import { DEFAULT_EXCHANGE_RATES, exchangeRatesSchema } from '../money/money';
import { exchangeRatesTexts as t } from './exchange-rates.texts';

/**
 * The admin edits the table against USD (docs/decisions/0041): public lists quote USD, the price filter's
 * ranges are USD and USD is the picker's default, so "1 USD = x" is the figure an admin checks a rate
 * site against. The table's currencies are fixed: partners price in them (SERVICE_CURRENCIES) and
 * visitors may have chosen any of them, so the admin changes rates, never the list.
 */
export const EXCHANGE_RATES_BASE = 'USD';
export const EXCHANGE_RATE_CURRENCIES: readonly string[] = [EXCHANGE_RATES_BASE, ...Object.keys(DEFAULT_EXCHANGE_RATES.rates).filter((c) => c !== EXCHANGE_RATES_BASE).sort()];
/**
 * Sane bounds for "1 USD = x": the table's extremes today are about 0.74 (GBP) and 2,600 (TZS); a rate
 * outside these is a typo (a missing decimal point, a rate typed the other way round twice over).
 */
export const EXCHANGE_RATE_MIN = 0.0001;
export const EXCHANGE_RATE_MAX = 100_000;

const bound = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 4 });

const rateOf = (currency: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? t.missing(currency) : t.notANumber(currency)) })
    .min(EXCHANGE_RATE_MIN, t.outOfBounds(currency, bound(EXCHANGE_RATE_MIN), bound(EXCHANGE_RATE_MAX)))
    .max(EXCHANGE_RATE_MAX, t.outOfBounds(currency, bound(EXCHANGE_RATE_MIN), bound(EXCHANGE_RATE_MAX)));

const ratesShape = Object.fromEntries(
  EXCHANGE_RATE_CURRENCIES.map((c) => [c, c === EXCHANGE_RATES_BASE ? z.literal(1, { error: t.usdIsOne }) : rateOf(c)]),
) as Record<string, z.ZodType<number>>;

/**
 * PUT /api/admin/settings/exchange-rates: the whole table, every currency of it, USD = 1. Refusals name the
 * field (`rates.EUR`); a currency the table does not have is refused rather than dropped.
 */
export const updateExchangeRatesSchema = z.strictObject({
  base: z.literal(EXCHANGE_RATES_BASE, { error: t.base }),
  rates: z.strictObject(ratesShape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? t.unknown(issue.keys, [...EXCHANGE_RATE_CURRENCIES]) : undefined),
  }),
});
export type UpdateExchangeRatesInput = z.input<typeof updateExchangeRatesSchema>;
export type UpdateExchangeRates = z.output<typeof updateExchangeRatesSchema>;

/** The table in force against USD, and when it was stored (null: the default is in force). */
export const adminExchangeRatesSchema = z.object({
  exchange_rates: exchangeRatesSchema,
  updated_at: z.string().nullable(),
});
export type AdminExchangeRates = z.infer<typeof adminExchangeRatesSchema>;
