import type { BUDGET_RANGES, DURATIONS, INTERESTS } from '../preferences/preference-options';
import type { ServiceType } from '../services/service-types';


type Duration = (typeof DURATIONS)[number];
type Interest = (typeof INTERESTS)[number];
type BudgetRange = (typeof BUDGET_RANGES)[number];

/** Whole days between two ISO dates (end − start); null when either is missing or unreadable. */
export function daysBetween(start: string, end: string): number | null {
  const a = Date.parse(`${start}T00:00:00Z`);
  const b = Date.parse(`${end}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b)) return null;
  return Math.round((b - a) / 86_400_000);
}

/**
 * The preference duration bucket holding a trip of `days` (end − start). The spec's buckets share their
 * edges (3-5, 5-7, ...): an edge goes to the shorter bucket; shorter than 3 days still asks for 3-5.
 */
export function durationBucket(days: number): Duration {
  if (days <= 5) return '3-5';
  if (days <= 7) return '5-7';
  if (days <= 10) return '7-10';
  if (days <= 14) return '10-14';
  return '14+';
}

/** Which interest each kind of service suggests; transport and other suggest none. */
export const INTEREST_FOR_SERVICE_TYPE: Partial<Record<ServiceType, Interest>> = {
  tour: 'adventure',
  activity: 'adventure',
  food: 'foodie',
  accommodation: 'relaxation',
  guide: 'culture',
};
/** A preference needs at least one interest; a plan of transport only asks for adventure. */
export const FALLBACK_INTEREST: Interest = 'adventure';

export function interestsForServiceTypes(types: readonly string[]): Interest[] {
  const found = types.map((t) => INTEREST_FOR_SERVICE_TYPE[t as ServiceType]).filter((i): i is Interest => !!i);
  const unique = [...new Set(found)];
  return unique.length ? unique : [FALLBACK_INTEREST];
}

/**
 * Budget bucket (USD per person) for a plan: the sum of its services' base prices in USD, each price
 * being per person. Below 1,000 is the lowest bucket (the form has nothing lower); the upper edge of a
 * bucket belongs to the next one (1,000 → 1000-2000).
 */
export function budgetRangeForUsd(perPersonUsd: number): BudgetRange {
  if (perPersonUsd < 1000) return '500-1000';
  if (perPersonUsd < 2000) return '1000-2000';
  if (perPersonUsd < 3500) return '2000-3500';
  if (perPersonUsd < 5000) return '3500-5000';
  return '5000+';
}
