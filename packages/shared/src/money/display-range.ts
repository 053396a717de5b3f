import { effectiveDisplayCurrency } from './display-currency';
import { convertAmount, formatMoney, type ExchangeRates } from './money';

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
