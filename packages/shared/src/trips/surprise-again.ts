import { z } from 'zod';
import type { TripStatus } from './trip-status';
import { preferenceNeedsSchema } from '../preferences/preference-needs';

/**
 * "Surprise me again" (issue 19, docs/decisions/0018): only a completed trip. Before completion the
 * traveller has not been there yet; a cancelled trip may never have been revealed, and adding its
 * services' countries to the exclusions would give its secret away.
 */
export const canSurpriseAgain = (status: TripStatus): boolean => status === 'completed';

/** GET /api/trips/{id}/surprise-again: the preferences form's prefill (no departure date: a new one is chosen). */
export const surpriseAgainDraftSchema = z
  .object({
    budget_range: z.string(),
    duration: z.string(),
    traveller_count: z.number().int(),
    interests: z.array(z.string()),
  })
  .extend(preferenceNeedsSchema.shape);
export type SurpriseAgainDraft = z.infer<typeof surpriseAgainDraftSchema>;

export const surpriseAgainResponseSchema = z.object({ trip_id: z.number().int(), draft: surpriseAgainDraftSchema });
export type SurpriseAgainResponse = z.infer<typeof surpriseAgainResponseSchema>;

/** The preferences form prefilled from a trip: /discover?again={tripId}. */
export const surpriseAgainPath = (tripId: number): string => `/discover?again=${tripId}`;
