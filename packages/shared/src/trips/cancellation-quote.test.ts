import { describe, expect, it } from 'vitest';
import { CANCELLATION_TIERS_DEFAULT, type CancellationTier } from '../settings/booking-terms';
import { addDays } from './trip-dates';
import { applyingTierIndex, canTravellerCancel, daysBeforeDeparture, quoteCancellation, type CancellationQuoteInput } from './cancellation-quote';

const DEPARTURE = '2027-03-01';
const TOTAL = 2_500_000; // 25,000.00 NOK
const DEPOSIT = 500_000; // 20 %

const quote = (daysAhead: number, over: Partial<CancellationQuoteInput> = {}) =>
  quoteCancellation({
    tiers: CANCELLATION_TIERS_DEFAULT,
    totalMinor: TOTAL,
    depositMinor: DEPOSIT,
    paidMinor: TOTAL,
    currency: 'NOK',
    departureDate: DEPARTURE,
    today: addDays(DEPARTURE, -daysAhead),
    ...over,
  });
const amounts = (q: ReturnType<typeof quote>) => [q.refundMinor, q.feeMinor];

// Every edge of the default table (60+: 100 % keeping the deposit; 30: 50 %; 14: 25 %; 0: 0 %).
const EDGES = [61, 60, 59, 30, 29, 14, 13, 1, 0, -1, -10];
const TIER_AT: Record<number, number> = { 61: 60, 60: 60, 59: 30, 30: 30, 29: 14, 14: 14, 13: 0, 1: 0, 0: 0, [-1]: 0, [-10]: 0 };

describe('daysBeforeDeparture', () => {
  it('counts UTC calendar days, negative after the departure, across month and year ends', () => {
    expect(daysBeforeDeparture('2027-03-01', '2027-03-01')).toBe(0);
    expect(daysBeforeDeparture('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysBeforeDeparture('2026-12-31', '2027-03-01')).toBe(60);
    expect(daysBeforeDeparture('2027-03-02', '2027-03-01')).toBe(-1);
    expect(daysBeforeDeparture('2028-02-28', '2028-03-01')).toBe(2); // leap year
  });
});

describe('quoteCancellation with the default tiers', () => {
  it.each(EDGES)('picks the tier with the longest notice given, %i days ahead', (days) => {
    const q = quote(days);
    expect(q.days_before_departure).toBe(days);
    expect(q.tier.min_days_before_departure).toBe(TIER_AT[days]);
  });

  it('a trip paid in full after a deposit: keeps the deposit at 60+ days, then 50 %, 25 %, nothing', () => {
    const expected: Record<number, [number, number]> = {
      61: [2_000_000, 500_000],
      60: [2_000_000, 500_000],
      59: [1_250_000, 1_250_000],
      30: [1_250_000, 1_250_000],
      29: [625_000, 1_875_000],
      14: [625_000, 1_875_000],
      13: [0, TOTAL],
      1: [0, TOTAL],
      0: [0, TOTAL],
      [-1]: [0, TOTAL],
      [-10]: [0, TOTAL],
    };
    for (const days of EDGES) expect(amounts(quote(days)), `${days} days`).toEqual(expected[days]);
  });

  it('a trip with only its deposit paid: the deposit is kept at 60+ days, half or a quarter of it back closer in', () => {
    const expected: Record<number, [number, number]> = {
      61: [0, DEPOSIT],
      60: [0, DEPOSIT],
      59: [250_000, 250_000],
      30: [250_000, 250_000],
      29: [125_000, 375_000],
      14: [125_000, 375_000],
      13: [0, DEPOSIT],
      0: [0, DEPOSIT],
      [-1]: [0, DEPOSIT],
    };
    for (const days of Object.keys(expected).map(Number)) expect(amounts(quote(days, { paidMinor: DEPOSIT })), `${days} days`).toEqual(expected[days]);
  });

  it('a trip paid in one charge (no deposit): everything back at 60+ days, the same shares closer in', () => {
    const expected: Record<number, [number, number]> = {
      60: [TOTAL, 0],
      59: [1_250_000, 1_250_000],
      30: [1_250_000, 1_250_000],
      29: [625_000, 1_875_000],
      14: [625_000, 1_875_000],
      13: [0, TOTAL],
      0: [0, TOTAL],
      [-1]: [0, TOTAL],
    };
    for (const days of Object.keys(expected).map(Number)) expect(amounts(quote(days, { depositMinor: null })), `${days} days`).toEqual(expected[days]);
  });

  it('nothing paid: nothing refunded and no fee, at every tier, with or without a deposit', () => {
    for (const days of EDGES) {
      expect(amounts(quote(days, { paidMinor: 0 }))).toEqual([0, 0]);
      expect(amounts(quote(days, { paidMinor: 0, depositMinor: null }))).toEqual([0, 0]);
    }
  });

  it('labels the tier with its range and what it refunds, and answers the currency', () => {
    expect(quote(60).tier).toEqual({ min_days_before_departure: 60, refund_percent: 100, keeps_deposit: true, label: '60 days or more before departure: Everything but the deposit' });
    expect(quote(45).tier).toEqual({ min_days_before_departure: 30, refund_percent: 50, keeps_deposit: false, label: '30–59 days before departure: 50 % of what you paid' });
    expect(quote(-3).tier.label).toBe('Under 14 days before departure: Nothing');
    expect(quote(45).currency).toBe('NOK');
  });
});

describe('quoteCancellation rounding and odd inputs', () => {
  const custom: CancellationTier[] = [
    { min_days_before_departure: 20, refund_percent: 33, keeps_deposit: true },
    { min_days_before_departure: 10, refund_percent: 50, keeps_deposit: false },
    { min_days_before_departure: 0, refund_percent: 25, keeps_deposit: false },
  ];

  it('rounds the refund to the nearest minor unit, halves up, and the fee is the rest', () => {
    // 50 % of 333 = 166.5 → 167; 25 % of 333 = 83.25 → 83; 25 % of 2 = 0.5 → 1; 25 % of 1 = 0.25 → 0.
    expect(amounts(quote(12, { tiers: custom, paidMinor: 333, depositMinor: null }))).toEqual([167, 166]);
    expect(amounts(quote(5, { tiers: custom, paidMinor: 333, depositMinor: null }))).toEqual([83, 250]);
    expect(amounts(quote(5, { tiers: custom, paidMinor: 2, depositMinor: null }))).toEqual([1, 1]);
    expect(amounts(quote(5, { tiers: custom, paidMinor: 1, depositMinor: null }))).toEqual([0, 1]);
    // 33 % of (250 − 100) = 49.5 → 50.
    expect(amounts(quote(25, { tiers: custom, paidMinor: 250, depositMinor: 100, totalMinor: 250 }))).toEqual([50, 200]);
  });

  it('never answers a negative refund or fee: the deposit kept is at most what is left paid', () => {
    // A deposit partly refunded already: 300 of 500 left, the tier keeps the deposit → refund 0, fee 300.
    expect(amounts(quote(60, { paidMinor: 300_000 }))).toEqual([0, 300_000]);
    for (const days of EDGES) {
      for (const paidMinor of [0, 1, 499_999, DEPOSIT, 500_001, TOTAL]) {
        const q = quote(days, { paidMinor });
        expect(q.refundMinor).toBeGreaterThanOrEqual(0);
        expect(q.feeMinor).toBeGreaterThanOrEqual(0);
        expect(q.refundMinor + q.feeMinor).toBe(paidMinor);
      }
    }
  });

  it('does not depend on the order of the tiers it is given', () => {
    const shuffled = [CANCELLATION_TIERS_DEFAULT[2]!, CANCELLATION_TIERS_DEFAULT[0]!, CANCELLATION_TIERS_DEFAULT[3]!, CANCELLATION_TIERS_DEFAULT[1]!];
    for (const days of EDGES) expect(quote(days, { tiers: shuffled })).toEqual(quote(days));
  });

  it('a table of one 0-day row applies to every notice', () => {
    const one: CancellationTier[] = [{ min_days_before_departure: 0, refund_percent: 80, keeps_deposit: false }];
    expect(applyingTierIndex(one, 400)).toBe(0);
    expect(applyingTierIndex(one, -5)).toBe(0);
    expect(amounts(quote(400, { tiers: one }))).toEqual([2_000_000, 500_000]);
  });
});

describe('canTravellerCancel', () => {
  it('allows a trip ahead or under way, not one finished, waiting for completion or cancelled', () => {
    expect(['pending_confirmation', 'confirmed', 'revealed'].map((status) => canTravellerCancel({ status: status as never }))).toEqual([true, true, true]);
    expect(['pending_completion', 'completed', 'cancelled'].map((status) => canTravellerCancel({ status: status as never }))).toEqual([false, false, false]);
  });
});
