import { describe, expect, it } from 'vitest';
import { baseCostPerTraveller, canCreateProposal, nextTotalInput, parseTotal, suggestedTotal, travellersOf } from './proposal-pricing';

const priced = (...prices: (number | null)[]) => prices.map((base_price_nok) => ({ base_price_nok }));

describe('trip proposal pricing (spec 3 section 5)', () => {
  it('adds base prices per traveller without float drift; unpriced services count 0', () => {
    expect(baseCostPerTraveller(priced(0.1, 0.2))).toBe(0.3);
    expect(baseCostPerTraveller(priced(1234.56, null, 100))).toBe(1334.56);
    expect(baseCostPerTraveller([])).toBe(0);
  });

  it('suggests the sum × traveller_count, with 1 traveller when the count is missing', () => {
    expect(suggestedTotal(priced(1234.56, 100.01), 3)).toBe(4003.71);
    expect(suggestedTotal(priced(999.99), null)).toBe(999.99);
    expect(suggestedTotal(priced(999.99), 0)).toBe(999.99);
    expect(travellersOf(undefined)).toBe(1);
    expect(travellersOf(4)).toBe(4);
  });

  it('fills an empty or non-positive total, follows its own fill, and keeps what the admin typed', () => {
    expect(nextTotalInput('', null, 2000)).toBe('2000.00');
    expect(nextTotalInput('0', null, 2000)).toBe('2000.00');
    expect(nextTotalInput('-5', null, 2000)).toBe('2000.00');
    expect(nextTotalInput('2000.00', '2000.00', 3500.5)).toBe('3500.50');
    expect(nextTotalInput('2500', '2000.00', 3500.5)).toBe('2500');
    // Every service removed: an auto-filled total empties, a typed one stays.
    expect(nextTotalInput('2000.00', '2000.00', 0)).toBe('');
    expect(nextTotalInput('2500', '2000.00', 0)).toBe('2500');
  });

  it('reads totals of at most two decimals only', () => {
    expect(parseTotal(' 12.5 ')).toBe(12.5);
    expect(parseTotal('12.345')).toBeNull();
    expect(parseTotal('1e3')).toBeNull();
    expect(parseTotal('')).toBeNull();
  });

  it('enables Create Trip Proposal only with a service, a total above 0 and nothing in progress', () => {
    expect(canCreateProposal({ selectedCount: 1, totalInput: '10', busy: false })).toBe(true);
    expect(canCreateProposal({ selectedCount: 0, totalInput: '10', busy: false })).toBe(false);
    expect(canCreateProposal({ selectedCount: 1, totalInput: '0', busy: false })).toBe(false);
    expect(canCreateProposal({ selectedCount: 1, totalInput: '', busy: false })).toBe(false);
    expect(canCreateProposal({ selectedCount: 1, totalInput: '10', busy: true })).toBe(false);
  });
});
