import { describe, expect, it } from 'vitest';
import { addInterval } from './sandbox-objects';

describe('addInterval', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', 'month', '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00.000Z', 'month', '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', 'month', '2028-02-29T10:00:00.000Z'],
    ['2026-12-31T23:00:00.000Z', 'month', '2027-01-31T23:00:00.000Z'],
    ['2028-02-29T08:00:00.000Z', 'year', '2029-02-28T08:00:00.000Z'],
  ] as const)('%s + 1 %s = %s (same day, or the last day of a shorter month)', (from, interval, expected) => {
    expect(addInterval(new Date(from), interval).toISOString()).toBe(expected);
  });
});
