import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayMonthYear, monthYear } from './english-dates';

describe('english dates without Intl', () => {
  // A zone far from UTC, so 'local' and 'utc' differ near midnight.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Pacific/Auckland';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it('write every day of four years as Intl en-GB does, in UTC and in the local zone', () => {
    const utcLong = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const utcMonth = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const localLong = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    const localMonth = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });
    expect(dayMonthYear(new Date(Date.UTC(2026, 10, 27, 23, 30)), 'local')).toBe('28 November 2026');
    for (let t = Date.UTC(2023, 0, 1, 23, 30); t < Date.UTC(2027, 0, 1); t += 86_400_000) {
      const d = new Date(t);
      expect(dayMonthYear(d, 'utc')).toBe(utcLong.format(d));
      expect(monthYear(d, 'utc')).toBe(utcMonth.format(d));
      expect(dayMonthYear(d, 'local')).toBe(localLong.format(d));
      expect(monthYear(d, 'local')).toBe(localMonth.format(d));
    }
  });
});
