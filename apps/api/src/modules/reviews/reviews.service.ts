import { reviewConflict, reviewTexts, tripEndDate, tripEndTexts, type TripReviewDto } from '@mt/shared';
import type { z } from 'zod';
import type { createReviewSchema } from '@mt/shared';
import type { Db } from '../../db/client';
import { badRequest, conflict, isUniqueViolation } from '../../lib/errors';
import { findOwnTrip, lockOwnTrip, tripServiceIds } from '../trips/trip-context.service';
import { hasTripReview, insertServiceReviews, insertTripReview, listTripReviews } from './reviews.repository';

type Review = Awaited<ReturnType<typeof listTripReviews>>[number];

export const toReviewDto = ({ review, tripName, travelerName, services }: Review): TripReviewDto => ({
  id: review.id,
  tripId: review.tripId,
  trip_id: review.tripId,
  tripName,
  travelerName,
  overallRating: review.overallRating,
  comments: review.comments,
  createdAt: review.createdAt.toISOString(),
  hidden: review.hiddenAt !== null,
  hiddenReason: review.hiddenReason,
  hiddenAt: review.hiddenAt?.toISOString() ?? null,
  serviceReviews: services.map(({ line, serviceName }) => ({
    id: line.id,
    service_id: line.serviceId,
    serviceId: line.serviceId,
    serviceName,
    rating: line.rating,
    comments: line.comments,
  })),
});

export async function checkReviewed(db: Db, travellerId: number, tripId: number): Promise<boolean> {
  await findOwnTrip(db, travellerId, tripId);
  return hasTripReview(db, tripId);
}

/**
 * POST /api/trips/{tripId}/reviews. One review per trip, checked on the locked trip row inside the
 * write (the unique index on trip_id backs it up); only the trip's own services can be rated. A trip
 * not completed yet is reviewable from its end date on (UTC day of `now`, docs/decisions/0021).
 */
export async function createReview(db: Db, travellerId: number, tripId: number, input: z.output<typeof createReviewSchema>, now = new Date()): Promise<TripReviewDto> {
  const reviewId = await db
    .transaction(async (tx) => {
      const ctx = await lockOwnTrip(tx, travellerId, tripId);
      const endDate = tripEndDate(ctx.preference.departureDate, ctx.preference.duration, ctx.trip.nights);
      const why = reviewConflict({ status: ctx.trip.status, payment_status: ctx.trip.paymentStatus, return_date: endDate }, now.toISOString().slice(0, 10));
      if (why === 'too_early') throw conflict(tripEndTexts.notReviewableYet(endDate));
      if (why) throw conflict(reviewTexts.notReviewable);
      if (await hasTripReview(tx, tripId)) throw conflict(reviewTexts.alreadyReviewed);
      const onTrip = new Set(await tripServiceIds(tx, tripId));
      const stranger = input.serviceReviews.find((s) => !onTrip.has(s.serviceId));
      if (stranger) throw badRequest(reviewTexts.serviceNotOnTrip(stranger.serviceId), { serviceReviews: [reviewTexts.serviceNotOnTrip(stranger.serviceId)] });
      const review = await insertTripReview(tx, { tripId, travellerId, overallRating: input.overallRating, comments: input.comments });
      await insertServiceReviews(
        tx,
        input.serviceReviews.map((s) => ({ reviewId: review.id, serviceId: s.serviceId, rating: s.rating, comments: s.comments })),
      );
      return review.id;
    })
    .catch((err) => {
      throw isUniqueViolation(err, 'trip_reviews_trip_idx') ? conflict(reviewTexts.alreadyReviewed) : err;
    });
  return toReviewDto((await listTripReviews(db, reviewId))[0]!);
}

export async function listReviewsForAdmin(db: Db): Promise<TripReviewDto[]> {
  return (await listTripReviews(db)).map(toReviewDto);
}
