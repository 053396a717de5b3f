import { partnerPayoutMinor } from '../money/payouts';

/**
 * Money follows what is kept (docs/decisions/0015): when a traveller's cancellation keeps part of the
 * price, that part is split over the trip's service lines in proportion to their value (unit price ×
 * travellers), and each partner is paid their share less the plan's commission, the same rule as at
 * completion. The shares add up to what was kept exactly: whole minor units by largest remainder
 * (ties to the earlier line).
 */
export interface KeptLineInput {
  unitPriceMinor: number;
  commissionRate: number;
}

export interface KeptLineShare {
  keptValueMinor: number;
  partnerPayoutMinor: number;
}

export function splitKeptMoney(keptMinor: number, travellerCount: number, lines: readonly KeptLineInput[]): KeptLineShare[] {
  const values = lines.map((l) => l.unitPriceMinor * travellerCount);
  const totalValue = values.reduce((a, b) => a + b, 0);
  if (keptMinor <= 0 || totalValue <= 0) return lines.map(() => ({ keptValueMinor: 0, partnerPayoutMinor: 0 }));
  const shares = values.map((v) => Math.floor((keptMinor * v) / totalValue));
  let left = keptMinor - shares.reduce((a, b) => a + b, 0);
  const byRemainder = values
    .map((v, i) => ({ i, rest: (keptMinor * v) % totalValue }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return lines.map((l, i) => ({ keptValueMinor: shares[i]!, partnerPayoutMinor: partnerPayoutMinor(shares[i]!, 1, l.commissionRate) }));
}
