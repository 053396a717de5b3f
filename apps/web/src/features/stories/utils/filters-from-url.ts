import { STORY_TRIP_TYPES, type StoryTripType } from '@mt/shared';
import type { StoryFilters } from '../api/story-keys';

/** The filters live in the address, so a filtered list can be shared and survives reload; junk is ignored. */
export function filtersFromSearch(params: URLSearchParams): StoryFilters {
  const destination = params.get('destination')?.trim().slice(0, 120) || undefined;
  const type = params.get('tripType');
  const tripType = STORY_TRIP_TYPES.includes(type as StoryTripType) ? (type as StoryTripType) : undefined;
  const rating = Number(params.get('minRating'));
  const minRating = Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : undefined;
  return { destination, tripType, minRating };
}

/** A story's id from its address: digits only, else NaN (the page then shows 'not found'). */
export const storyIdFromParam = (raw: string | undefined) => (raw && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN);

export function searchFromFilters(f: StoryFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.destination) p.set('destination', f.destination);
  if (f.tripType) p.set('tripType', f.tripType);
  if (f.minRating) p.set('minRating', String(f.minRating));
  return p;
}
