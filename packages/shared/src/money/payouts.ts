/**
 * The commission rule of DESIGN.md section 4, in one place: a partner is paid the value of their
 * service on a trip (unit price × travellers) less the plan's commission, rounded to whole minor units.
 * The platform's revenue on a completed trip is its total price less every payout.
 */
export function partnerPayoutMinor(unitPriceMinor: number, travellerCount: number, commissionRate: number): number {
  return Math.round(unitPriceMinor * travellerCount * (1 - commissionRate / 100));
}
