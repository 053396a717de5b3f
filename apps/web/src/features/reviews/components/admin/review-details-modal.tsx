import { adminReviewTexts as t, type TripReviewDto } from '@mt/shared';
import { Modal } from '@/components/ui/modal';
import { Stars } from '@/components/ui/star-rating';
import { formatDateTime } from '@/lib/format-date';
import type { Notify } from '@/lib/notice';
import { ReviewVisibilityPanel } from './review-visibility-panel';

const Rating = ({ value }: { value: number }) => (
  <span className="inline-flex items-center gap-2">
    <Stars value={value} />
    <span className="text-sm text-slate-700" aria-hidden>
      {t.outOfFive(value)}
    </span>
  </span>
);

/**
 * Spec 3 "Review details modal": the trip, the traveler, the overall rating and comments, then each service's;
 * and (issue 22) hiding the review with a reason, or showing it again.
 */
export function ReviewDetailsModal({ review, onClose, notify }: { review: TripReviewDto | null; onClose(): void; notify?: Notify }) {
  return (
    <Modal open={review !== null} onOpenChange={(open) => !open && onClose()} title={t.detailsTitle} size="lg">
      {review && (
        <div className="space-y-5 text-sm">
          {/* Keyed: a half-written reason belongs to the review it was written for. */}
          <ReviewVisibilityPanel key={review.id} review={review} notify={notify} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-medium text-slate-700">{t.tripId}</dt>
            <dd className="text-slate-900">#{review.tripId}</dd>
            <dt className="font-medium text-slate-700">{t.tripName}</dt>
            <dd className="text-slate-900">{review.tripName}</dd>
            <dt className="font-medium text-slate-700">{t.traveler}</dt>
            <dd className="text-slate-900">{review.travelerName}</dd>
            <dt className="font-medium text-slate-700">{t.overallRating}</dt>
            <dd>
              <Rating value={review.overallRating} />
            </dd>
            <dt className="font-medium text-slate-700">{t.created}</dt>
            <dd className="text-slate-900">{formatDateTime(review.createdAt)}</dd>
          </dl>
          <section>
            <h3 className="font-semibold text-slate-900">{t.overallComments}</h3>
            <p className="mt-1 whitespace-pre-line text-slate-800">{review.comments?.trim() || t.noCommentsProvided}</p>
          </section>
          <section>
            <h3 className="font-semibold text-slate-900">{t.serviceReviews}</h3>
            {review.serviceReviews.length === 0 ? (
              <p className="mt-1 text-slate-700">{t.noServiceReviews}</p>
            ) : (
              <ul className="mt-2 space-y-2">
                {review.serviceReviews.map((s) => (
                  <li key={s.id} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="font-medium text-slate-900">{s.serviceName}</p>
                      <Rating value={s.rating} />
                    </div>
                    <p className="mt-1 whitespace-pre-line text-slate-800">{s.comments?.trim() || t.noServiceComments}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}
