import { bigint, bigserial, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { trips } from './trips';

/**
 * The trip companion (issue 19 section 3, docs/decisions/0020): one itinerary per trip, with the first
 * day's meeting point; its days are rows of their own, replaced together in one transaction per save.
 */
export const tripItineraries = pgTable('trip_itineraries', {
  tripId: bigint('trip_id', { mode: 'number' })
    .primaryKey()
    .references(() => trips.id, { onDelete: 'cascade' }),
  meetingPoint: varchar('meeting_point', { length: 200 }),
  // Local time at the meeting point, HH:MM: the traveller meets there, whatever their own time zone.
  meetingTime: varchar('meeting_time', { length: 5 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tripItineraryDays = pgTable(
  'trip_itinerary_days',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tripId: bigint('trip_id', { mode: 'number' })
      .notNull()
      .references(() => tripItineraries.tripId, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    notes: text('notes').notNull().default(''),
    // Services of the trip (checked on save); a list, not a join table: the day only names them.
    serviceIds: jsonb('service_ids').$type<number[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('trip_itinerary_days_trip_date_idx').on(t.tripId, t.date), index('trip_itinerary_days_trip_idx').on(t.tripId)],
);
