import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewTexts, reviewsEndpoints, type CreateReviewInput } from '@mt/shared';
import { ApiError } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';

export async function submitReview({ tripId, review }: { tripId: number; review: CreateReviewInput }) {
  const body = await callApi(reviewsEndpoints.create, { params: { id: tripId }, body: review, auth: true });
  // A proxy or a missing route can answer 2xx with an HTML page (spec 1 section 8): the transport then
  // resolves to null, whatever the contract's type says.
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
