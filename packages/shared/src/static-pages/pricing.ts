import { POSTPONE_MAX_MONTHS, POSTPONE_MIN_LEAD_DAYS, POSTPONE_NOTICE_DAYS } from '../trips/postpone-trip';

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

/** The worked example's trip price (NOK, what trips are charged in); its deposit is the site's real percent. */
export const PRICING_EXAMPLE_TRIP_TOTAL_NOK = 25_000;

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
export function depositBreakdown(total: number, depositPercent: number): DepositBreakdown {
  const totalCents = Math.round(total * 100);
  const depositCents = Math.round((totalCents * depositPercent) / 100);
  return { total, depositPercent, deposit: depositCents / 100, remaining: (totalCents - depositCents) / 100 };
}

/** The money terms in words (docs/decisions/0013); pricing and terms pages quote the settings through these. */
export const bookingTermsPageTexts = {
  depositRule: (percent: number, dueDays: number, reminderDays: number) =>
    `Paying confirms your trip. When your departure is more than ${dueDays} days away, you may confirm it with a deposit of ${percent} % ` +
    `of the price and pay the balance no later than ${dueDays} days before departure; we e-mail you a reminder ${reminderDays} days before it is due. ` +
    `Closer to departure, the full price is paid at once. Your destination is revealed once the trip is fully paid.`,
  noDeposits: 'Paying the full price confirms your trip. Your destination is revealed once it is paid.',
  exampleTitle: 'Worked example',
  exampleNote: (dueDays: number) => `With the deposit, the balance is due ${dueDays} days before departure. You can also pay everything at once.`,
  refundsIntro: 'If you cancel, what comes back depends on how long before departure you cancel, measured in whole days:',
  tierHeaders: { when: 'When you cancel', refund: 'What is refunded' },
  // The rules of packages/shared/src/trips/postpone-trip.ts (docs/decisions/0016), quoted from its constants.
  postponement: (fee: string) =>
    `You may postpone a booked trip once, up to ${POSTPONE_NOTICE_DAYS} days before departure, to a new date from ${POSTPONE_MIN_LEAD_DAYS} days ` +
    `to ${POSTPONE_MAX_MONTHS} months ahead. It costs a fee of ${fee}, paid before the dates change; the reveal and the balance due date move with the departure.`,
  refundsWhere: 'Refunds go back to the card you paid with.',
  loadFailed: 'The current terms could not be loaded. Please reload the page, or find them on your proposal.',
} as const;
