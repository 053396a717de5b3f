/** Pricing page 'How Pricing Works' (spec 3, "Pricing page"). Section order is part of the spec. */
export const PRICING_PAGE_TITLE = 'How Pricing Works';

export const PRICING_SECTIONS = [
  { id: 'what-you-pay', title: 'What you pay' },
  { id: 'deposits', title: 'Deposits & payment schedule' },
  { id: 'refunds', title: 'Refunds & cancellations' },
  { id: 'payment-methods', title: 'Payment methods' },
  { id: 'security', title: 'Security' },
  { id: 'for-partners', title: 'For partners' },
] as const;
export type PricingSectionId = (typeof PRICING_SECTIONS)[number]['id'];

/** The illustrative deposit (spec 3 section 9): an example only, not a rule applied to bookings. */
export const PRICING_EXAMPLE_DEPOSIT_PERCENT = 20;
export const PRICING_EXAMPLE_TRIP_TOTAL_USD = 2000;

export interface DepositBreakdown {
  total: number;
  depositPercent: number;
  deposit: number;
  remaining: number;
}

/**
 * Splits a total into deposit and balance. Works in cents so that the two parts always add up to the
 * total, whatever the percentage.
 */
export function depositBreakdown(total: number, depositPercent: number = PRICING_EXAMPLE_DEPOSIT_PERCENT): DepositBreakdown {
  const totalCents = Math.round(total * 100);
  const depositCents = Math.round((totalCents * depositPercent) / 100);
  return { total, depositPercent, deposit: depositCents / 100, remaining: (totalCents - depositCents) / 100 };
}
