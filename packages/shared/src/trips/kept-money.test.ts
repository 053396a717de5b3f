import { describe, expect, it } from 'vitest';
import { splitKeptMoney } from './kept-money';

describe('splitKeptMoney', () => {
  it('splits what was kept in proportion to the lines’ value, each partner paid their share less commission', () => {
    // Values 2 × 10,000 and 2 × 5,000 NOK (minor units ×100): two thirds and one third of 6,000.
    const shares = splitKeptMoney(600_000, 2, [
      { unitPriceMinor: 1_000_000, commissionRate: 15 },
      { unitPriceMinor: 500_000, commissionRate: 20 },
    ]);
    expect(shares).toEqual([
      { keptValueMinor: 400_000, partnerPayoutMinor: 340_000 },
      { keptValueMinor: 200_000, partnerPayoutMinor: 160_000 },
    ]);
  });

  it('gives the odd minor units by largest remainder, so the shares add up to what was kept', () => {
    const shares = splitKeptMoney(100, 1, [
      { unitPriceMinor: 1, commissionRate: 0 },
      { unitPriceMinor: 1, commissionRate: 0 },
      { unitPriceMinor: 1, commissionRate: 0 },
    ]);
    expect(shares.map((s) => s.keptValueMinor)).toEqual([34, 33, 33]);
    const uneven = splitKeptMoney(1001, 1, [
      { unitPriceMinor: 3, commissionRate: 10 },
      { unitPriceMinor: 7, commissionRate: 10 },
    ]);
    // 300.3 and 700.7: the larger remainder (0.7) gets the odd unit.
    expect(uneven.map((s) => s.keptValueMinor)).toEqual([300, 701]);
    expect(uneven.map((s) => s.partnerPayoutMinor)).toEqual([270, 631]);
  });

  it('nothing kept, or lines of no value: nothing for anyone', () => {
    expect(splitKeptMoney(0, 2, [{ unitPriceMinor: 500, commissionRate: 10 }])).toEqual([{ keptValueMinor: 0, partnerPayoutMinor: 0 }]);
    expect(splitKeptMoney(500, 2, [{ unitPriceMinor: 0, commissionRate: 10 }])).toEqual([{ keptValueMinor: 0, partnerPayoutMinor: 0 }]);
  });
});
