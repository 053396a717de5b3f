import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
    /** Set when an admin hides the review (with the reason the author is told); null when shown. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: varchar('hidden_reason', { length: 500 }),
    hiddenBy: bigint('hidden_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
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
    /**
     * A copy of its trip review's hidden state, written in the same transaction: ratings and public lists
     * read service_reviews alone, so a hidden review leaves them without a join on every card.
     */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [uniqueIndex('service_reviews_review_service_idx').on(t.reviewId, t.serviceId), index('service_reviews_service_idx').on(t.serviceId)],
);
