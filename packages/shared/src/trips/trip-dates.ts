import { type DURATIONS } from '../preferences/preference-options';

/**
 * Length of a trip in days from the preference's duration range: the upper bound ('5-7' → 7), and
 * 14 for '14+'. The departure is the preference's departure_date; the return is the last day of travel.
 */
export const TRIP_DAYS_BY_DURATION: Record<(typeof DURATIONS)[number], number> = {
  '3-5': 5,
  '5-7': 7,
  '7-10': 10,
  '10-14': 14,
  '14+': 14,
};

const DAY_MS = 86_400_000;

/** YYYY-MM-DD plus whole days, on the calendar (no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function tripDays(duration: string): number {
  return TRIP_DAYS_BY_DURATION[duration as keyof typeof TRIP_DAYS_BY_DURATION] ?? 7;
}

export interface TripDates {
  departure_date: string;
  return_date: string;
  /** The day the scheduled job reveals a confirmed trip. */
  reveal_date: string;
}

/**
 * The end date (issue 19 section 4, docs/decisions/0021): departure + the proposal's nights, the day
 * the traveller comes home. Trips made before nights existed (null) keep the duration rule above.
 */
export function tripEndDate(departureDate: string, duration: string, nights?: number | null): string {
  return nights != null ? addDays(departureDate, nights) : addDays(departureDate, tripDays(duration) - 1);
}

export function tripDates(departureDate: string, duration: string, revealDaysBefore: number, nights?: number | null): TripDates {
  return {
    departure_date: departureDate,
    return_date: tripEndDate(departureDate, duration, nights),
    reveal_date: addDays(departureDate, -revealDaysBefore),
  };
}

/** Rebooking without a chosen date departs this many days from today. */
export const REBOOK_DEFAULT_LEAD_DAYS = 30;
