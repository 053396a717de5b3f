import { decimalToMinor, minorToDecimal } from '@mt/shared';

/** What the pricing rules read of a service: its base price in NOK (null when it has none). */
export interface PricedService {
  base_price_nok: number | null;
}

/** Spec 3 section 5: traveller_count, 1 when missing. */
export const travellersOf = (count: number | null | undefined): number => (count && count > 0 ? Math.floor(count) : 1);

/**
 * Estimated Base Cost: the selected services' base prices added up, per traveller, in NOK. Sums in
 * whole øre so 0.1 + 0.2 stays 0.30; a service without a price counts 0, as the proposal records it.
 */
export function baseCostPerTraveller(services: readonly PricedService[]): number {
  const minor = services.reduce((sum, s) => sum + (s.base_price_nok === null ? 0 : decimalToMinor(s.base_price_nok, 'NOK')), 0);
  return minorToDecimal(minor, 'NOK');
}

/** Spec 3 section 5: the sum of base prices × traveller_count, two decimals. */
export function suggestedTotal(services: readonly PricedService[], travellerCount: number | null | undefined): number {
  return minorToDecimal(decimalToMinor(baseCostPerTraveller(services), 'NOK') * travellersOf(travellerCount), 'NOK');
}

/** The total field's text: a number of at most two decimals, or null when it is not one. */
export function parseTotal(input: string): number | null {
  const trimmed = input.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

const isPositive = (input: string) => (parseTotal(input) ?? 0) > 0;

/**
 * The total after the selection changed. Spec 3: it auto-fills when empty or not positive. It also
 * keeps following the estimate while it still holds the value filled in last (adding a second service
 * updates it); a price the admin typed is never overwritten.
 */
export function nextTotalInput(current: string, lastAutoFilled: string | null, suggested: number): string {
  if (!followsEstimate(current, lastAutoFilled)) return current;
  return suggested > 0 ? suggested.toFixed(2) : '';
}

/** Whether the total is still ours to fill: empty, not positive, or what was filled in last. */
export const followsEstimate = (current: string, lastAutoFilled: string | null) => !isPositive(current) || current === lastAutoFilled;

/** Spec 3 section 5: enabled with at least one service, a total above 0, and no request in progress. */
export function canCreateProposal({ selectedCount, totalInput, busy }: { selectedCount: number; totalInput: string; busy: boolean }): boolean {
  return selectedCount > 0 && isPositive(totalInput) && !busy;
}
