import { z } from 'zod';
import { REVIEW_COMMENTS_MAX, reviewTexts as t } from './review.texts';

const rating = z.number({ error: t.ratingRange }).int(t.ratingRange).min(1, t.ratingRange).max(5, t.ratingRange);
const comments = z
  .string()
  .max(REVIEW_COMMENTS_MAX, t.commentsTooLong)
  .nullish()
  .transform((v) => (v?.trim() ? v.trim() : null));

/** POST /api/trips/{tripId}/reviews (spec 1 section 3 "Trip review"; only rated services are sent). */
export const createReviewSchema = z.object({
  overallRating: z.number({ error: t.overallRequired }).int(t.ratingRange).min(1, t.overallRequired).max(5, t.ratingRange),
  comments,
  serviceReviews: z
    .array(z.object({ serviceId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER), rating, comments }))
    .max(50)
    .default([])
    .refine((list) => new Set(list.map((s) => s.serviceId)).size === list.length, t.serviceDuplicate),
});
export type CreateReviewInput = z.input<typeof createReviewSchema>;

export const reviewCheckResponseSchema = z.object({ hasReviewed: z.boolean() });

export const serviceReviewDtoSchema = z.object({
  id: z.number().int(),
  service_id: z.number().int(),
  serviceId: z.number().int(),
  serviceName: z.string(),
  rating: z.number().int(),
  comments: z.string().nullable(),
});

/** Spec 3 section 3 "Trip review". */
export const tripReviewDtoSchema = z.object({
  id: z.number().int(),
  tripId: z.number().int(),
  trip_id: z.number().int(),
  tripName: z.string(),
  travelerName: z.string(),
  overallRating: z.number().int(),
  comments: z.string().nullable(),
  createdAt: z.string(),
  serviceReviews: z.array(serviceReviewDtoSchema),
  /** Issue 22: hidden by an admin, with the reason its author was told (both null while shown). */
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  hiddenAt: z.string().nullable(),
});
export type TripReviewDto = z.infer<typeof tripReviewDtoSchema>;

export const createReviewResponseSchema = z.object({ message: z.string(), review: tripReviewDtoSchema });
export const tripReviewsResponseSchema = z.object({ reviews: z.array(tripReviewDtoSchema) });
