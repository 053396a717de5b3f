import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { serviceReviews, services, tripReviews, trips, users } from '../../db/schema';

export async function hasTripReview(db: DbOrTx, tripId: number): Promise<boolean> {
  const rows = await db.select({ id: tripReviews.id }).from(tripReviews).where(eq(tripReviews.tripId, tripId)).limit(1);
  return rows.length > 0;
}

export async function insertTripReview(tx: DbOrTx, values: typeof tripReviews.$inferInsert) {
  const [row] = await tx.insert(tripReviews).values(values).returning();
  return row!;
}

export async function insertServiceReviews(tx: DbOrTx, values: (typeof serviceReviews.$inferInsert)[]) {
  if (values.length) await tx.insert(serviceReviews).values(values);
}

/** Trip reviews with trip name and traveller, newest first (optionally one review). */
export async function listTripReviews(db: DbOrTx, reviewId?: number) {
  const reviews = await db
    .select({ review: tripReviews, tripName: trips.name, travelerName: users.name })
    .from(tripReviews)
    .innerJoin(trips, eq(trips.id, tripReviews.tripId))
    .innerJoin(users, eq(users.id, tripReviews.travellerId))
    .where(reviewId ? eq(tripReviews.id, reviewId) : undefined)
    .orderBy(desc(tripReviews.createdAt), desc(tripReviews.id));
  const ids = reviews.map((r) => r.review.id);
  const lines = ids.length
    ? await db
        .select({ line: serviceReviews, serviceName: services.name })
        .from(serviceReviews)
        .innerJoin(services, eq(services.id, serviceReviews.serviceId))
        .where(inArray(serviceReviews.reviewId, ids))
        .orderBy(asc(serviceReviews.id))
    : [];
  return reviews.map((r) => ({ ...r, services: lines.filter((l) => l.line.reviewId === r.review.id) }));
}

/** The review and its author, the review row locked until the transaction ends (two admins act one after the other). */
export async function lockReviewWithAuthor(tx: DbOrTx, reviewId: number) {
  const [row] = await tx
    .select({ review: tripReviews, author: { name: users.name, email: users.email } })
    .from(tripReviews)
    .innerJoin(users, eq(users.id, tripReviews.travellerId))
    .where(eq(tripReviews.id, reviewId))
    .for('update', { of: tripReviews });
  return row ?? null;
}

export interface ReviewVisibility {
  hiddenAt: Date | null;
  hiddenReason: string | null;
  hiddenBy: number | null;
}

/**
 * The trip review's state and its copy on each of its service reviews, which ratings and public lists read
 * (db/schema/reviews.ts): the caller's transaction keeps the two in step.
 */
export async function setReviewVisibility(tx: DbOrTx, reviewId: number, v: ReviewVisibility): Promise<void> {
  await tx.update(tripReviews).set(v).where(eq(tripReviews.id, reviewId));
  await tx
    .update(serviceReviews)
    .set({ hidden: v.hiddenAt !== null })
    .where(eq(serviceReviews.reviewId, reviewId));
}
