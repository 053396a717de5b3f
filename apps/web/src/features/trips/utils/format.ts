import { formatMoney, showPrice, type ExchangeRates, type TravellerTrip, type TripStatus, type PaymentStatus } from '@mt/shared';

/**
 * The charged price (NOK) with an estimate in the visitor's currency (spec 1: display in USD, the default;
 * issue 22: the one they chose). Without the rate table, the server's USD figure.
 */
export function tripPrice(
  trip: Pick<TravellerTrip, 'total_price' | 'currency' | 'total_price_usd'>,
  view: { chosen: string | null; rates: ExchangeRates | null } = { chosen: null, rates: null },
): { main: string; approx: string | null } {
  const main = formatMoney(trip.total_price, trip.currency);
  if (view.rates) {
    const shown = showPrice(trip.total_price, trip.currency, view.chosen, view.rates);
    return { main, approx: shown.original === null ? null : shown.text };
  }
  return { main, approx: trip.total_price_usd !== null && trip.currency !== 'USD' ? `≈ ${formatMoney(trip.total_price_usd, 'USD')}` : null };
}

export const STATUS_LABELS: Record<TripStatus, string> = {
  pending_confirmation: 'Awaiting payment',
  confirmed: 'Confirmed',
  revealed: 'Revealed',
  pending_completion: 'Completion requested',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  pending: 'Payment pending',
  requires_action: 'Authentication needed',
  deposit_paid: 'Deposit paid',
  paid: 'Paid',
  failed: 'Payment failed',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  na: 'No payment',
};

/** "Saturday, 14 March 2026" from YYYY-MM-DD, without time-zone drift. */
export function longDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** Whole calendar days from the traveller's today to `isoDate` (negative when past). */
export function daysUntil(isoDate: string, now = new Date()): number {
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((Date.parse(`${isoDate}T00:00:00Z`) - today) / 86_400_000);
}

export function countdownText(days: number): string {
  if (days <= 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days`;
}
