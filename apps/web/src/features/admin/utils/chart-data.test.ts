import { describe, expect, it } from 'vitest';
import { dayLabel, monthLabel, preferenceSlices, serviceTypeBars, sliceTooltip } from './chart-data';

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

describe('service type bars and axis labels', () => {
  it('counts services per type with the form labels, most common first', () => {
    const services = ['tour', 'accommodation', 'tour', 'guide', 'accommodation', 'tour'].map((type) => ({ type }));
    expect(serviceTypeBars(services)).toEqual([
      { type: 'tour', label: 'Tour', count: 3 },
      { type: 'accommodation', label: 'Accommodation', count: 2 },
      { type: 'guide', label: 'Guide Service', count: 1 },
    ]);
  });

  it('labels UTC days and months', () => {
    expect(dayLabel('2026-03-05')).toBe('5 Mar');
    expect(monthLabel('2026-12')).toBe('Dec 26');
  });
});
