import { describe, expect, it } from 'vitest';
import { depositBreakdown, PRICING_EXAMPLE_TRIP_TOTAL_NOK } from './pricing';
import { formatLegalAmount } from '../legal/legal.constants';

describe('depositBreakdown', () => {
  it('splits the example trip into a 20% deposit and the balance', () => {
    expect(depositBreakdown(PRICING_EXAMPLE_TRIP_TOTAL_NOK, 20)).toEqual({
      total: 25_000,
      depositPercent: 20,
      deposit: 5000,
      remaining: 20_000,
    });
  });

  it('keeps deposit + balance equal to the total with awkward amounts', () => {
    const { deposit, remaining } = depositBreakdown(1234.57, 20);
    expect(Math.round((deposit + remaining) * 100)).toBe(123457);
  });
});

describe('formatLegalAmount', () => {
  it('spells the currency code and groups thousands', () => {
    expect(formatLegalAmount(1600)).toBe('USD 1,600');
    expect(formatLegalAmount(100)).toBe('USD 100');
  });
});
