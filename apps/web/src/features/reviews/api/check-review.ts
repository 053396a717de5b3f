import type { QueryClient } from '@tanstack/react-query';
import { queryOptions } from '@tanstack/react-query';
import { reviewsEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const checkReview = (tripId: number) => callApi(reviewsEndpoints.check, { params: { id: tripId }, auth: true });

export const reviewCheckQueryOptions = (tripId: number) =>
  queryOptions({ queryKey: ['trips', tripId, 'review-check'], queryFn: () => checkReview(tripId), staleTime: 0 });

/** Asked right before the review form opens: a review sent from another tab counts too. */
export const fetchHasReviewed = async (client: QueryClient, tripId: number) => (await client.fetchQuery(reviewCheckQueryOptions(tripId))).hasReviewed;
