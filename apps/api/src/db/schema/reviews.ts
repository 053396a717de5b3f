import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { trips } from './trips';
import { users } from './users';
import { services } from './services';

export const tripReviews = pgTable(
  'trip_reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tripId: bigint('trip_id', { mode: 'number' })
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    travellerId: bigint('traveller_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    overallRating: integer('overall_rating').notNull(),
    comments: text('comments'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('trip_reviews_trip_idx').on(t.tripId)],
);

export const serviceReviews = pgTable(
  'service_reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reviewId: bigint('review_id', { mode: 'number' })
      .notNull()
      .references(() => tripReviews.id, { onDelete: 'cascade' }),
    serviceId: bigint('service_id', { mode: 'number' })
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comments: text('comments'),
  },
  (t) => [uniqueIndex('service_reviews_review_service_idx').on(t.reviewId, t.serviceId), index('service_reviews_service_idx').on(t.serviceId)],
);
