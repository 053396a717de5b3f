import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTexts, reviewsEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

/** Under the dashboard's 'admin' prefix: the overview's retry and a trip change refresh it too. */
export const tripReviewsQueryKey = ['admin', 'trip-reviews'] as const;

/** GET /api/admin/trip-reviews (spec 3 section 7). */
export const getTripReviews = () => callApi(reviewsEndpoints.adminList, { auth: adminTexts.authRequired });

export const tripReviewsQueryOptions = () => queryOptions({ queryKey: tripReviewsQueryKey, queryFn: getTripReviews, select: (r) => r.reviews });

export const useTripReviews = () => useQuery(tripReviewsQueryOptions());
