import { describe, expect, it } from 'vitest';
import { partnerPayoutMinor } from './payouts';

describe('partner payout (DESIGN.md section 4)', () => {
  it('pays the service value (unit price × travellers) less the commission', () => {
    expect(partnerPayoutMinor(100_000, 2, 12)).toBe(176_000);
    expect(partnerPayoutMinor(50_000, 1, 15)).toBe(42_500);
    expect(partnerPayoutMinor(100_000, 3, 0)).toBe(300_000);
    expect(partnerPayoutMinor(100_000, 2, 100)).toBe(0);
  });

  it('rounds to whole minor units', () => {
    expect(partnerPayoutMinor(333, 1, 12.5)).toBe(291); // 291.375
    expect(partnerPayoutMinor(10_001, 3, 10)).toBe(27_003); // 27,002.7
  });
});
