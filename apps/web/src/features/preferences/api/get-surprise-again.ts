import { useQuery } from '@tanstack/react-query';
import { preferenceTexts, surpriseAgainEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

/** GET /api/trips/{id}/surprise-again: the prefill of a new surprise from a completed trip (issue 19). */
export const getSurpriseAgain = (tripId: number) =>
  callApi(surpriseAgainEndpoints.draft, { params: { id: tripId }, auth: preferenceTexts.mustBeLoggedIn });

export const useSurpriseAgain = (tripId: number | null) =>
  useQuery({ queryKey: ['trips', tripId, 'surprise-again'], queryFn: () => getSurpriseAgain(tripId!), enabled: tripId !== null, retry: false });
