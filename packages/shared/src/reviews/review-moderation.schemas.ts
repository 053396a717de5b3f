import { z } from 'zod';
import { adminReviewTexts as t } from '../admin/reviews-tab.texts';
import { tripReviewDtoSchema } from './review.schemas';

/** The most a hiding reason may say (trip_reviews.hidden_reason is varchar(500)). */
export const REVIEW_HIDDEN_REASON_MAX = 500;

/**
 * PUT /api/admin/reviews/{id}/visibility. Hiding needs a reason of 1 to 500 characters once trimmed (the
 * author is e-mailed it); showing again clears it, so a reason sent with `hidden: false` is ignored.
 */
export const reviewVisibilitySchema = z
  .object({
    hidden: z.boolean({ error: t.hiddenInvalid }),
    reason: z.string({ error: t.reasonRequired }).trim().max(REVIEW_HIDDEN_REASON_MAX, t.reasonTooLong(REVIEW_HIDDEN_REASON_MAX)).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.hidden && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: t.reasonRequired });
  });
export type ReviewVisibilityInput = z.input<typeof reviewVisibilitySchema>;

export const reviewVisibilityResponseSchema = z.object({ message: z.string(), review: tripReviewDtoSchema });
export type ReviewVisibilityResponse = z.infer<typeof reviewVisibilityResponseSchema>;
