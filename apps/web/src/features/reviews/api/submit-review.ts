import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewTexts, type CreateReviewInput, type TripReviewDto } from '@mt/shared';
import { ApiError, apiRequest } from '@/lib/api-client';

export async function submitReview({ tripId, review }: { tripId: number; review: CreateReviewInput }) {
  const body = await apiRequest<{ message: string; review: TripReviewDto } | null>(`/trips/${tripId}/reviews`, { method: 'POST', body: review, auth: true });
  // A proxy or a missing route can answer 2xx with an HTML page (spec 1 section 8).
  if (!body || typeof body !== 'object') throw new ApiError(0, reviewTexts.nonJson, 'local');
  return body;
}

export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitReview, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['trips'] }) });
}

/** Spec 1 section 8: server message; a reply that is not JSON; otherwise the general texts. */
export function reviewErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.source === 'server') return err.message || reviewTexts.submitFailed;
    if (err.source === 'http') return reviewTexts.nonJson;
    if (err.message === reviewTexts.nonJson) return err.message;
    return reviewTexts.genericError;
  }
  return reviewTexts.submitFailed;
}
