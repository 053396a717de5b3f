import { z } from 'zod';

/**
 * The money terms of a booking (issue 18, DESIGN.md "Additions of the second round"): kept in the
 * site settings, edited in the admin's settings panel, and read by the checkout, the proposal, the
 * pricing page and the terms, so every place states the same values. See docs/decisions/0013.
 */
export const DEPOSIT_PERCENT_DEFAULT = 20;
/** 0 turns deposits off: every trip is paid in full. Above 90 a "deposit" would be the price. */
export const DEPOSIT_PERCENT_MAX = 90;
export const BALANCE_DUE_DAYS_DEFAULT = 45;
export const BALANCE_DUE_DAYS_MAX = 365;
/** The balance reminder goes out this many days before the balance is due. */
export const BALANCE_REMINDER_DAYS = 7;
/** Postponing a booked trip costs this fee, in NOK (section 3 of issue 18 charges it). */
export const POSTPONEMENT_FEE_DEFAULT_NOK = 1000;
export const POSTPONEMENT_FEE_MAX_NOK = 100_000;
export const CANCELLATION_TIERS_MAX = 10;
export const CANCELLATION_TIER_DAYS_MAX = 730;

/**
 * One row of the cancellation table: cancelling `min_days_before_departure` days or more before the
 * departure (and fewer than the next tier up) refunds `refund_percent` % of what the traveller paid,
 * after keeping the deposit when `keeps_deposit` is set.
 */
export const cancellationTierSchema = z.object({
  min_days_before_departure: z.number().int().min(0).max(CANCELLATION_TIER_DAYS_MAX),
  refund_percent: z.number().int().min(0).max(100),
  keeps_deposit: z.boolean().default(false),
});
export type CancellationTier = z.output<typeof cancellationTierSchema>;

export const bookingTermsTexts = {
  tiersNeedZero: 'The cancellation table needs a row for 0 days (cancelling at the last minute).',
  tiersUniqueDays: 'Each number of days can appear once in the cancellation table.',
  tiersCount: `The cancellation table has 1 to ${CANCELLATION_TIERS_MAX} rows.`,
  depositPercent: `Enter a whole percent from 0 to ${DEPOSIT_PERCENT_MAX}.`,
  balanceDueDays: `Enter a whole number of days from 1 to ${BALANCE_DUE_DAYS_MAX}.`,
  postponementFee: `Enter an amount from 0 to ${POSTPONEMENT_FEE_MAX_NOK} NOK.`,
} as const;

/** Stored and answered longest notice first, which is how people read such a table. */
export const cancellationTiersSchema = z
  .array(cancellationTierSchema)
  .min(1, bookingTermsTexts.tiersCount)
  .max(CANCELLATION_TIERS_MAX, bookingTermsTexts.tiersCount)
  .refine((tiers) => tiers.some((t) => t.min_days_before_departure === 0), bookingTermsTexts.tiersNeedZero)
  .refine((tiers) => new Set(tiers.map((t) => t.min_days_before_departure)).size === tiers.length, bookingTermsTexts.tiersUniqueDays)
  .transform((tiers) => [...tiers].sort((a, b) => b.min_days_before_departure - a.min_days_before_departure));

export const CANCELLATION_TIERS_DEFAULT: CancellationTier[] = [
  { min_days_before_departure: 60, refund_percent: 100, keeps_deposit: true },
  { min_days_before_departure: 30, refund_percent: 50, keeps_deposit: false },
  { min_days_before_departure: 14, refund_percent: 25, keeps_deposit: false },
  { min_days_before_departure: 0, refund_percent: 0, keeps_deposit: false },
];

export const depositPercentSchema = z.number({ error: bookingTermsTexts.depositPercent }).int(bookingTermsTexts.depositPercent).min(0, bookingTermsTexts.depositPercent).max(DEPOSIT_PERCENT_MAX, bookingTermsTexts.depositPercent);
export const balanceDueDaysSchema = z.number({ error: bookingTermsTexts.balanceDueDays }).int(bookingTermsTexts.balanceDueDays).min(1, bookingTermsTexts.balanceDueDays).max(BALANCE_DUE_DAYS_MAX, bookingTermsTexts.balanceDueDays);
export const postponementFeeSchema = z
  .number({ error: bookingTermsTexts.postponementFee })
  .min(0, bookingTermsTexts.postponementFee)
  .max(POSTPONEMENT_FEE_MAX_NOK, bookingTermsTexts.postponementFee)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'The fee can have at most two decimals.');

/** GET /api/settings/booking-terms: what checkout, the proposal, pricing and terms pages state. */
export const bookingTermsSchema = z.object({
  /** Trips are priced and charged in NOK (docs/decisions/0004); the fee is in it too. */
  currency: z.literal('NOK'),
  deposit_percent: z.number().int(),
  balance_due_days: z.number().int(),
  balance_reminder_days: z.number().int(),
  cancellation_tiers: z.array(cancellationTierSchema),
  postponement_fee: z.number(),
});
export type BookingTerms = z.infer<typeof bookingTermsSchema>;

export const BOOKING_TERMS_DEFAULT: BookingTerms = {
  currency: 'NOK',
  deposit_percent: DEPOSIT_PERCENT_DEFAULT,
  balance_due_days: BALANCE_DUE_DAYS_DEFAULT,
  balance_reminder_days: BALANCE_REMINDER_DAYS,
  cancellation_tiers: CANCELLATION_TIERS_DEFAULT,
  postponement_fee: POSTPONEMENT_FEE_DEFAULT_NOK,
};

/** The range of days a tier covers, for tables: "60 days or more", "30–59 days", "under 14 days". */
export function tierRangeLabel(tiers: readonly CancellationTier[], index: number): string {
  const tier = tiers[index]!;
  const above = index > 0 ? tiers[index - 1]!.min_days_before_departure : null;
  if (above === null) return `${tier.min_days_before_departure} days or more`;
  if (tier.min_days_before_departure === 0) return `Under ${above} days`;
  return `${tier.min_days_before_departure}–${above - 1} days`;
}

/** What a tier refunds, in words: "Everything but the deposit", "50 %", "Nothing". */
export function tierRefundLabel(tier: CancellationTier): string {
  if (tier.refund_percent === 0) return 'Nothing';
  if (tier.refund_percent === 100) return tier.keeps_deposit ? 'Everything but the deposit' : 'Everything';
  return tier.keeps_deposit ? `${tier.refund_percent} % of what you paid beyond the deposit` : `${tier.refund_percent} % of what you paid`;
}
