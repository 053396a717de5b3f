import { PAST_TRIPS_PAGE_SIZE, type TravellerTrip } from '@mt/shared';

export type HistorySortKey = 'id' | 'total_price' | 'status';
export interface HistorySort {
  key: HistorySortKey;
  direction: 'asc' | 'desc';
}

/** Search by trip id: '42', '#42' and '4' (a prefix) all find trip 42. */
export function matchesTripSearch(trip: TravellerTrip, search: string): boolean {
  const q = search.trim().replace(/^#/, '');
  if (!q) return true;
  return String(trip.id).includes(q);
}

export function sortTrips(trips: TravellerTrip[], { key, direction }: HistorySort): TravellerTrip[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...trips].sort((a, b) => {
    const by = key === 'status' ? a.status.localeCompare(b.status) : a[key] - b[key];
    return by !== 0 ? by * sign : b.id - a.id;
  });
}

export interface HistoryPage {
  rows: TravellerTrip[];
  page: number;
  totalPages: number;
  total: number;
}

/** Search, sort, then one page of `pageSize` (spec 1: 5); the page is clamped into range. */
export function historyPage(trips: TravellerTrip[], search: string, sort: HistorySort, page: number, pageSize = PAST_TRIPS_PAGE_SIZE): HistoryPage {
  const found = sortTrips(trips.filter((t) => matchesTripSearch(t, search)), sort);
  const totalPages = Math.max(1, Math.ceil(found.length / pageSize));
  const current = Math.min(Math.max(1, page), totalPages);
  return { rows: found.slice((current - 1) * pageSize, current * pageSize), page: current, totalPages, total: found.length };
}
