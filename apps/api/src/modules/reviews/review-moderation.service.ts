import { adminReviewTexts, type ReviewVisibilityResponse, type TripReviewDto } from '@mt/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { queueMail } from '../mail/mail.service';
import { moderationEmails } from '../mail/moderation-emails';
import { listTripReviews, lockReviewWithAuthor, setReviewVisibility } from './reviews.repository';
import { toReviewDto } from './reviews.service';

export interface ModerationDeps {
  db: Db;
  mail: { kick(): void };
  config: { publicUrl: string };
}

/**
 * PUT /api/admin/reviews/{id}/visibility (issue 22, docs/decisions/0040). One transaction on the locked
 * review: its hidden state, the copy on its service reviews (so every rating drops it at once) and, when
 * it is hidden or its reason changes, the author's e-mail with the reason. Asking for the state the review
 * already has changes nothing and sends nothing.
 */
export async function setReviewHidden(
  deps: ModerationDeps,
  adminId: number,
  reviewId: number,
  input: { hidden: boolean; reason?: string },
  now: Date,
): Promise<ReviewVisibilityResponse> {
  const mailed = await deps.db.transaction(async (tx) => {
    const found = await lockReviewWithAuthor(tx, reviewId);
    if (!found) throw notFound(adminReviewTexts.reviewNotFound);
    const { review, author } = found;
    if (!input.hidden) {
      if (review.hiddenAt !== null) await setReviewVisibility(tx, reviewId, { hiddenAt: null, hiddenReason: null, hiddenBy: null });
      return false;
    }
    // The schema makes a hiding reason 1-500 characters, trimmed.
    const reason = input.reason!;
    if (review.hiddenReason === reason) return false;
    await setReviewVisibility(tx, reviewId, { hiddenAt: review.hiddenAt ?? now, hiddenReason: reason, hiddenBy: adminId });
    await queueMail(tx, [moderationEmails.reviewHidden(author, { tripId: review.tripId, reason }, deps.config.publicUrl)]);
    return true;
  });
  if (mailed) deps.mail.kick();
  const dto: TripReviewDto = toReviewDto((await listTripReviews(deps.db, reviewId))[0]!);
  return { message: dto.hidden ? adminReviewTexts.hiddenDone(dto.tripId) : adminReviewTexts.shownDone(dto.tripId), review: dto };
}
