import { describe, expect, it } from 'vitest';
import { preferenceSlices, sliceTooltip } from './preference-slices';

describe('preference status chart data', () => {
  it('counts each status with its share, in lifecycle order, without empty statuses', () => {
    const prefs = ['completed', 'new', 'new', 'cancelled', 'new', 'trip_created', 'completed', 'new'].map((status) => ({ status }));
    expect(preferenceSlices(prefs)).toEqual([
      { status: 'new', label: 'New', count: 4, percent: 50 },
      { status: 'trip_created', label: 'Trip Created', count: 1, percent: 12.5 },
      { status: 'completed', label: 'Completed', count: 2, percent: 25 },
      { status: 'cancelled', label: 'Cancelled', count: 1, percent: 12.5 },
    ]);
    expect(preferenceSlices([])).toEqual([]);
  });

  it('shows count and percent in the tooltip', () => {
    expect(sliceTooltip({ count: 1, percent: 100 / 3 })).toBe('1 (33.3%)');
    expect(sliceTooltip({ count: 4, percent: 50 })).toBe('4 (50.0%)');
  });
});
