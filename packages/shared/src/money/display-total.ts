import { effectiveDisplayCurrency } from './display-currency';
import { formatEstimate } from './display-money';
import { convertAmount, formatMoney, type ExchangeRates } from './money';

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
