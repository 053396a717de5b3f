import { describe, expect, it } from 'vitest';
import { budgetRangeForUsd, daysBetween, durationBucket, interestsForServiceTypes } from './trip-plan.mapping';
import { earliestDepartureDate } from '../preferences/preference.schemas';
import { tripDetailsSchema } from './trip-plan.schemas';

describe('trip plan → preference mapping', () => {
  it('counts days between ISO dates', () => {
    expect(daysBetween('2030-01-01', '2030-01-08')).toBe(7);
    expect(daysBetween('2030-03-30', '2030-03-31')).toBe(1);
    expect(daysBetween('', '2030-01-01')).toBeNull();
  });

  it.each([
    [0, '3-5'], [3, '3-5'], [5, '3-5'], [6, '5-7'], [7, '5-7'], [8, '7-10'], [10, '7-10'], [11, '10-14'], [14, '10-14'], [15, '14+'], [60, '14+'],
  ])('puts a %i-day trip in the %s bucket', (days, bucket) => {
    expect(durationBucket(days)).toBe(bucket);
  });

  it('derives interests from service types, at least one', () => {
    expect(interestsForServiceTypes(['tour', 'activity', 'food'])).toEqual(['adventure', 'foodie']);
    expect(interestsForServiceTypes(['accommodation', 'guide'])).toEqual(['relaxation', 'culture']);
    expect(interestsForServiceTypes(['transport', 'other'])).toEqual(['adventure']);
    expect(interestsForServiceTypes([])).toEqual(['adventure']);
  });

  it.each([
    [0, '500-1000'], [999.99, '500-1000'], [1000, '1000-2000'], [1999, '1000-2000'], [2000, '2000-3500'], [3500, '3500-5000'], [4999, '3500-5000'], [5000, '5000+'],
  ])('maps %d USD per person to %s', (usd, bucket) => {
    expect(budgetRangeForUsd(usd)).toBe(bucket);
  });

  it('accepts every time zone’s today as a departure date and refuses yesterday', () => {
    const now = new Date('2030-06-15T05:00:00Z');
    // 05:00 UTC is still 14 June at UTC−10 (Hawaii).
    expect(earliestDepartureDate(now)).toBe('2030-06-14');
    expect(earliestDepartureDate(new Date('2030-06-15T13:00:00Z'))).toBe('2030-06-15');
  });

  it('checks the trip details form', () => {
    const ok = { startDate: '2999-01-01', endDate: '2999-01-05', groupSize: 2, notes: '' };
    expect(tripDetailsSchema.safeParse(ok).success).toBe(true);
    expect(tripDetailsSchema.safeParse({ ...ok, endDate: '2998-12-31' }).success).toBe(false);
    expect(tripDetailsSchema.safeParse({ ...ok, groupSize: 0 }).success).toBe(false);
    expect(tripDetailsSchema.safeParse({ ...ok, notes: 'x'.repeat(2001) }).success).toBe(false);
    expect(tripDetailsSchema.safeParse({ ...ok, startDate: '2000-01-01', endDate: '2000-01-02' }).success).toBe(false);
  });
});
