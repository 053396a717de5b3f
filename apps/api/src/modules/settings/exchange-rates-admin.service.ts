import { DEFAULT_EXCHANGE_RATES, EXCHANGE_RATES_BASE, type AdminExchangeRates, type ExchangeRates, type UpdateExchangeRates } from '@mt/shared';
import type { Db, DbOrTx } from '../../db/client';
import { EXCHANGE_RATES_KEY, usableExchangeRates } from './exchange-rates.service';
import { forgetCachedSettings } from './settings.service';
import { readSettingRow, writeSetting } from './settings.repository';

/** Significant digits a re-based rate keeps: more than any rate site quotes, few enough to read in a form. */
const REBASED_DIGITS = 6;

/**
 * The table against USD (docs/decisions/0041). A table stored against another base (the demo seed and the
 * default are against NOK) is re-based: conversions go through ratios, so they are the same up to the
 * rounding of a sixth significant digit.
 */
export function againstUsd(table: ExchangeRates): ExchangeRates {
  if (table.base === EXCHANGE_RATES_BASE) return table;
  const usd = table.rates[EXCHANGE_RATES_BASE]!;
  const rates = Object.fromEntries(
    Object.entries(table.rates).map(([c, r]) => [c, c === EXCHANGE_RATES_BASE ? 1 : Number((r / usd).toPrecision(REBASED_DIGITS))]),
  );
  return { base: EXCHANGE_RATES_BASE, rates };
}

/**
 * The table in force, as the admin edits it, and when it was stored. updated_at is null while the default
 * is in force, a stored table that is unusable included (loadExchangeRates serves the default then too).
 * Who changed it is not kept: the settings keep no author for any key (the decision says why).
 */
export async function readAdminExchangeRates(db: DbOrTx): Promise<AdminExchangeRates> {
  const row = await readSettingRow(db, EXCHANGE_RATES_KEY);
  const stored = row ? usableExchangeRates(row.value) : null;
  return {
    exchange_rates: againstUsd(stored ?? DEFAULT_EXCHANGE_RATES),
    updated_at: stored && row ? row.updatedAt.toISOString() : null,
  };
}

/**
 * Replaces the whole table (validated by the route's schema) and answers what is now stored, read in the
 * same transaction. This instance forgets its cached table after the commit, so its next price or search
 * uses the new rates; other instances pick them up within their cache time (30 s), and the services'
 * stored price ranges follow with the next sync job (a search checks each row's price until then).
 */
export async function replaceExchangeRates(db: Db, input: UpdateExchangeRates): Promise<AdminExchangeRates> {
  const table: ExchangeRates = { base: input.base, rates: { ...input.rates } };
  const answer = await db.transaction(async (tx) => {
    await writeSetting(tx, EXCHANGE_RATES_KEY, table);
    return readAdminExchangeRates(tx);
  });
  forgetCachedSettings(db);
  return answer;
}
