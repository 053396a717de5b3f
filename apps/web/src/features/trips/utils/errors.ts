import { tripTexts } from '@mt/shared';
import { ApiError } from '@/lib/api-client';

/** Spec 1 section 8 for the trips list: server message, else 'Failed to fetch trips (HTTP n)', else a general line. */
export function tripsErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 403) return tripTexts.permissionDenied;
    if (err.source === 'server') return err.message;
    if (err.source === 'http') return tripTexts.fetchFailed(err.status);
  }
  return tripTexts.couldNotLoad;
}

/** 'Trip details not yet revealed.' means "not available yet", not a failure (spec 1 section 4). */
export const isNotRevealed = (err: unknown) => err instanceof ApiError && err.status === 409 && err.message === tripTexts.detailsNotRevealed;

export function detailsErrorMessage(err: unknown, past: boolean): string {
  if (err instanceof ApiError) {
    if (err.status === 403) return tripTexts.permissionDenied;
    if (err.status === 404) return tripTexts.tripNotFound;
    if (err.source === 'server') return err.message;
  }
  return past ? tripTexts.pastDetailsFailed : tripTexts.detailsFailed;
}
