import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTexts, type TripReviewDto } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/trip-reviews (spec 3 section 7). */
export const getTripReviews = () => apiRequest<{ reviews: TripReviewDto[] }>('/admin/trip-reviews', { auth: adminTexts.authRequired });

export const tripReviewsQueryOptions = () => queryOptions({ queryKey: adminKeys.tripReviews, queryFn: getTripReviews, select: (r) => r.reviews });

export const useTripReviews = () => useQuery(tripReviewsQueryOptions());
