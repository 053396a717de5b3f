import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { CancellationTier, Inclusions, PaymentStatus, ProposalChange, TripStatus } from '@mt/shared';
import { users } from './users';
import { preferences } from './preferences';
import { services } from './services';

export const trips = pgTable(
  'trips',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    preferenceId: bigint('preference_id', { mode: 'number' })
      .notNull()
      .references(() => preferences.id, { onDelete: 'cascade' }),
    travellerId: bigint('traveller_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 150 }).notNull(),
    destination: varchar('destination', { length: 150 }),
    status: varchar('status', { length: 24 }).$type<TripStatus>().notNull().default('pending_confirmation'),
    paymentStatus: varchar('payment_status', { length: 24 }).$type<PaymentStatus>().notNull().default('pending'),
    totalPriceMinor: bigint('total_price_minor', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('NOK'),
    originalTripId: bigint('original_trip_id', { mode: 'number' }).references((): AnyPgColumn => trips.id),
    rebookedFrom: bigint('rebooked_from', { mode: 'number' }).references((): AnyPgColumn => trips.id),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // The proposal's contents the traveller sees before paying (issue 18); null on older trips.
    nights: integer('nights'),
    inclusions: jsonb('inclusions').$type<Inclusions>(),
    teaser: varchar('teaser', { length: 280 }),
    // Deposit and balance (docs/decisions/0013): the plan agreed when the deposit was charged, so a
    // later settings change does not move it; and when the balance reminder went out (once).
    depositMinor: bigint('deposit_minor', { mode: 'number' }),
    balanceDueDate: date('balance_due_date', { mode: 'string' }),
    balanceReminderSentAt: timestamp('balance_reminder_sent_at', { withTimezone: true }),
    // The traveller's cancellation (docs/decisions/0015): the cancellation table in force when the first
    // charge started (agreed terms do not move with the settings), and what a cancellation kept.
    cancellationTiers: jsonb('cancellation_tiers').$type<CancellationTier[]>(),
    // With the table, the deposit percent in force: "everything but the deposit" of a trip paid in one
    // charge is a deposit's worth at this percent, not at whatever the settings say on the day it is cancelled.
    cancellationDepositPercent: smallint('cancellation_deposit_percent'),
    keptMinor: bigint('kept_minor', { mode: 'number' }),
    // Postponement (docs/decisions/0016): the departure before it and when it took effect; once per trip.
    postponedFrom: date('postponed_from', { mode: 'string' }),
    postponedAt: timestamp('postponed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trips_traveller_idx').on(t.travellerId),
    // One trip per preference: a rebooking gets a preference of its own (see docs/decisions/0004).
    uniqueIndex('trips_preference_idx').on(t.preferenceId),
    index('trips_status_idx').on(t.status),
    index('trips_original_idx').on(t.originalTripId),
    // A trip's rebookings are looked up on every dashboard (rebooked_to, has_further_rebookings).
    index('trips_rebooked_from_idx').on(t.rebookedFrom),
  ],
);

export const tripServices = pgTable(
  'trip_services',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tripId: bigint('trip_id', { mode: 'number' })
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    serviceId: bigint('service_id', { mode: 'number' })
      .notNull()
      .references(() => services.id),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('NOK'),
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    partnerPayoutMinor: bigint('partner_payout_minor', { mode: 'number' }),
    // This line's share of what a traveller's cancellation kept (docs/decisions/0015); null otherwise.
    keptValueMinor: bigint('kept_value_minor', { mode: 'number' }),
  },
  (t) => [uniqueIndex('trip_services_trip_service_idx').on(t.tripId, t.serviceId), index('trip_services_service_idx').on(t.serviceId)],
);

/**
 * Each revision of an unpaid proposal (issue 18): the first proposal is version 1, so the first row is
 * revision 2. `changes` is the traveller-safe list of what changed (never a service's name);
 * `answered_request` keeps the change request it answered.
 */
export const tripProposalRevisions = pgTable(
  'trip_proposal_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tripId: bigint('trip_id', { mode: 'number' })
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    changes: jsonb('changes').$type<ProposalChange[]>().notNull(),
    answeredRequest: text('answered_request'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('trip_proposal_revisions_trip_revision_idx').on(t.tripId, t.revision)],
);
