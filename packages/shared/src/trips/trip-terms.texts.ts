/**
 * The words of the cancellation and postponement terms shown on the proposal and in the payment
 * window (issue 18 section 1: "the cancellation tiers that apply ... before any payment"). The rows
 * themselves come from tierRangeLabel / tierRefundLabel (settings/booking-terms.ts), the postponement
 * rule from postponeTexts.terms, so every place says the same.
 */
export const tripTermsTexts = {
  title: 'Cancellation and changes',
  refundsTitle: 'If you cancel, you get back',
  /** "60 days or more" + this. */
  beforeDeparture: 'before departure',
  /** The tiers are written onto the trip when its first charge starts (docs/decisions/0015). */
  fixedAtFirstPayment: 'These terms are fixed for your trip when you start your first payment; later changes to them do not apply to your trip.',
  agreed: 'This is the table agreed for your trip when you started your first payment.',
  /**
   * What "the deposit" of a tier that keeps it means: the agreed deposit, or for a trip paid in one
   * charge a deposit's worth of the price (docs/decisions/0014), so paying in full is no way round it.
   */
  depositMeans: (amount: string, percent: number) => `“The deposit” is ${amount} (${percent} % of the price), also when you pay the full price at once.`,
} as const;
