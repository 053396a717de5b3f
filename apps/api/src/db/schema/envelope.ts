import { bigint, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { AfricanRegion, PackingContent, WeatherContent, WrittenStage } from '@mt/shared';
import { trips } from './trips';

/** What the admin wrote in a trip's envelope (issue 19 section 2); a stage without its part does not open. */
export const tripEnvelopes = pgTable('trip_envelopes', {
  tripId: bigint('trip_id', { mode: 'number' })
    .primaryKey()
    .references(() => trips.id, { onDelete: 'cascade' }),
  weather: jsonb('weather').$type<WeatherContent>(),
  packing: jsonb('packing').$type<PackingContent>(),
  region: varchar('region', { length: 40 }).$type<AfricanRegion>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** When each stage opened for a trip: written once by the envelope job, with its one e-mail. */
export const tripEnvelopeOpenings = pgTable(
  'trip_envelope_openings',
  {
    tripId: bigint('trip_id', { mode: 'number' })
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    stage: varchar('stage', { length: 16 }).$type<WrittenStage>().notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.stage] })],
);
