import { describe, expect, it } from 'vitest';
import type { TravellerTrip } from '@mt/shared';
import { historyPage, matchesTripSearch } from './history';
import { countdownText, daysUntil } from './format';

const trip = (id: number, total_price = id * 100, status: TravellerTrip['status'] = 'completed') => ({ id, total_price, status }) as TravellerTrip;
const trips = Array.from({ length: 12 }, (_, i) => trip(i + 1, (12 - i) * 10, i % 2 ? 'cancelled' : 'completed'));

describe('travel history', () => {
  it('searches by id with or without #', () => {
    expect(matchesTripSearch(trip(42), '#42')).toBe(true);
    expect(matchesTripSearch(trip(42), ' 4 ')).toBe(true);
    expect(matchesTripSearch(trip(42), '7')).toBe(false);
    expect(matchesTripSearch(trip(42), '')).toBe(true);
  });

  it('sorts, pages by 5 and clamps the page', () => {
    const first = historyPage(trips, '', { key: 'id', direction: 'desc' }, 1);
    expect(first).toMatchObject({ page: 1, totalPages: 3, total: 12 });
    expect(first.rows.map((t) => t.id)).toEqual([12, 11, 10, 9, 8]);
    expect(historyPage(trips, '', { key: 'id', direction: 'desc' }, 3).rows.map((t) => t.id)).toEqual([2, 1]);
    expect(historyPage(trips, '', { key: 'id', direction: 'desc' }, 9).page).toBe(3);
    expect(historyPage(trips, '', { key: 'total_price', direction: 'asc' }, 1).rows.map((t) => t.total_price)).toEqual([10, 20, 30, 40, 50]);
    expect(historyPage(trips, '', { key: 'status', direction: 'asc' }, 1).rows.every((t) => t.status === 'cancelled')).toBe(true);
    expect(historyPage(trips, '1', { key: 'id', direction: 'asc' }, 1)).toMatchObject({ total: 4, totalPages: 1 });
    expect(historyPage([], 'x', { key: 'id', direction: 'asc' }, 1)).toMatchObject({ total: 0, totalPages: 1, rows: [] });
  });

  it('counts whole days for the countdowns', () => {
    const now = new Date(2030, 2, 10, 23, 30);
    expect(daysUntil('2030-03-10', now)).toBe(0);
    expect(daysUntil('2030-03-13', now)).toBe(3);
    expect(countdownText(0)).toBe('today');
    expect(countdownText(1)).toBe('tomorrow');
    expect(countdownText(5)).toBe('in 5 days');
  });
});
