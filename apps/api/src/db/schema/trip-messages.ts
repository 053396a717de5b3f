import { bigint, bigserial, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { TripMessageAuthorRole } from '@mt/shared';
import { users } from './users';
import { trips } from './trips';

/** A trip's thread between its traveller and the team (docs/decisions/0012), oldest first by id. */
export const tripMessages = pgTable(
  'trip_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tripId: bigint('trip_id', { mode: 'number' })
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorRole: varchar('author_role', { length: 16 }).$type<TripMessageAuthorRole>().notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The thread in order and the unread counts (messages of one side above a read marker) both walk it.
  (t) => [index('trip_messages_trip_idx').on(t.tripId, t.id)],
);

/**
 * Per-thread state, one row from the first message (or read marker) on: each side's read marker (the
 * last message id it has read; the team is every admin, so one admin reading reads for the team) and
 * when each side was last e-mailed, for the 15-minute throttle decided under this row's lock.
 */
export const tripThreads = pgTable('trip_threads', {
  tripId: bigint('trip_id', { mode: 'number' })
    .primaryKey()
    .references(() => trips.id, { onDelete: 'cascade' }),
  travellerReadId: bigint('traveller_read_id', { mode: 'number' }).notNull().default(0),
  teamReadId: bigint('team_read_id', { mode: 'number' }).notNull().default(0),
  travellerNotifiedAt: timestamp('traveller_notified_at', { withTimezone: true }),
  teamNotifiedAt: timestamp('team_notified_at', { withTimezone: true }),
});
