import type { SearchDuration, SearchGroupSize } from './search.options';

/**
 * What the duration and group size filters match (docs/decisions/0037-search-filters-that-filter.md).
 * Apart from the options' labels: only the API (and pages that show a service's length) need them.
 */

/** Each duration option's days, both ends included (null: no upper end). */
export const SEARCH_DURATION_DAYS: Record<SearchDuration, readonly [number, number | null]> = {
  '1-3': [1, 3],
  '4-7': [4, 7],
  '8-14': [8, 14],
  '15+': [15, null],
};

/** Each group size option's people, both ends included (null: no upper end). 10 is in both 6-10 and 10+. */
export const SEARCH_GROUP_SIZE_PEOPLE: Record<SearchGroupSize, readonly [number, number | null]> = {
  '1-2': [1, 2],
  '3-5': [3, 5],
  '6-10': [6, 10],
  '10+': [10, null],
};

export const HOURS_PER_DAY = 24;

/**
 * A service's length in days, as the duration filter counts it: a started day counts whole, and anything
 * shorter than a day is one (a two-hour boat trip is 1 day, 24 h is 1, 25 h is 2).
 */
export const serviceDays = (durationHours: number): number => Math.max(1, Math.ceil(durationHours / HOURS_PER_DAY));

/**
 * The hours a duration option holds, (after, upTo]: days = max(1, ceil(h / 24)) is in [d1, d2] exactly when
 * 24 × (d1 - 1) < h ≤ 24 × d2 (for d1 = 1, any h ≥ 1). upTo null: no upper end.
 */
export function durationHoursOf(option: SearchDuration): { after: number; upTo: number | null } {
  const [from, to] = SEARCH_DURATION_DAYS[option];
  return { after: HOURS_PER_DAY * (from - 1), upTo: to === null ? null : HOURS_PER_DAY * to };
}
