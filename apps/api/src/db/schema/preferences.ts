import { sql } from 'drizzle-orm';
import { bigint, boolean, bigserial, date, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { PreferenceStatus } from '@mt/shared';
import { users } from './users';

export const preferences = pgTable(
  'preferences',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    travellerId: bigint('traveller_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    budgetRange: varchar('budget_range', { length: 16 }).notNull(),
    duration: varchar('duration', { length: 8 }).notNull(),
    travellerCount: integer('traveller_count').notNull(),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    interests: text('interests').array().notNull(),
    notes: text('notes'),
    status: varchar('status', { length: 24 }).$type<PreferenceStatus>().notNull().default('new'),
    // The traveller's latest answer to the proposal: a change request or the reason for declining (issue 18).
    answerMessage: text('answer_message'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    // Issue 19: what lets a surprise fit the traveller (all optional; old rows keep nulls / an empty list).
    homeCity: varchar('home_city', { length: 100 }),
    flightsIncluded: boolean('flights_included'),
    accessibilityNeeds: text('accessibility_needs'),
    dietaryNeeds: text('dietary_needs'),
    excludedCountries: varchar('excluded_countries', { length: 2 }).array().notNull().default(sql`'{}'::varchar[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('preferences_traveller_idx').on(t.travellerId), index('preferences_status_idx').on(t.status)],
);
