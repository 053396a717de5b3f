import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTexts, reviewsEndpoints, type ReviewVisibilityInput } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { tripReviewsQueryKey } from './get-trip-reviews';

/** PUT /api/admin/reviews/{id}/visibility: hide with a reason, or show again. */
export const setReviewVisibility = ({ id, ...body }: ReviewVisibilityInput & { id: number }) =>
  callApi(reviewsEndpoints.setVisibility, { params: { id }, body, auth: adminTexts.authRequired });

export function useSetReviewVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReviewVisibility,
    onSuccess: ({ review }) => {
      queryClient.setQueryData<{ reviews: (typeof review)[] }>(tripReviewsQueryKey, (list) => list && { reviews: list.reviews.map((r) => (r.id === review.id ? review : r)) });
    },
  });
}
