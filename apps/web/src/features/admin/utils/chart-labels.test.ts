import { describe, expect, it } from 'vitest';
import { dayLabel, monthLabel } from './chart-labels';

describe('axis labels', () => {
  it('labels UTC days and months', () => {
    expect(dayLabel('2026-03-05')).toBe('5 Mar');
    expect(monthLabel('2026-12')).toBe('Dec 26');
  });
});
