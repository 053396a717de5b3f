import { bigint, bigserial, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';
import type { PaymentIntentStatus, PaymentKind } from '@mt/shared';
import { trips } from './trips';

export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tripId: bigint('trip_id', { mode: 'number' })
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 16 }).notNull(),
    providerPaymentId: varchar('provider_payment_id', { length: 120 }).notNull().unique(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 24 }).$type<PaymentIntentStatus>().notNull(),
    /** What the charge pays for (docs/decisions/0013): the full price, the deposit, the balance, a fee. */
    kind: varchar('kind', { length: 24 }).$type<PaymentKind>().notNull().default('full'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_trip_idx').on(t.tripId)],
);

/**
 * Money sent back, one row per refund at the provider (its id is unique), against the charge it
 * refunds; a charge may be refunded in parts (cancellation tiers). With `payments` this is the ledger.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    tripId: bigint('trip_id', { mode: 'number' })
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 16 }).notNull(),
    providerRefundId: varchar('provider_refund_id', { length: 120 }).notNull().unique(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** The provider's: succeeded, pending (on its way), failed. */
    status: varchar('status', { length: 24 }).notNull(),
    /** Why: 'cancellation' (the admin's, or a tier), 'provider' (made in the Stripe Dashboard), 'postponement' (a fee that came too late, docs/decisions/0016). */
    reason: varchar('reason', { length: 24 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refunds_payment_idx').on(t.paymentId), index('refunds_trip_idx').on(t.tripId)],
);

/** Every provider event (webhook or sandbox) is recorded once: the unique id makes replays no-ops. */
export const providerEvents = pgTable('provider_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  // Whole, however long: a cut id would make two events that share a prefix count as one.
  eventId: text('event_id').notNull().unique(),
  type: varchar('type', { length: 80 }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A success the provider reported for an amount or currency other than the one our payment row asks
 * (docs/decisions/0034): it confirmed nothing, and waits here for an admin, who marks it resolved
 * once the money is sorted out (refunded or charged again by hand).
 */
export const paymentDiscrepancies = pgTable(
  'payment_discrepancies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tripId: bigint('trip_id', { mode: 'number' })
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 16 }).notNull(),
    providerPaymentId: varchar('provider_payment_id', { length: 120 }).notNull(),
    expectedAmountMinor: bigint('expected_amount_minor', { mode: 'number' }).notNull(),
    expectedCurrency: varchar('expected_currency', { length: 3 }).notNull(),
    /** As the event said; null when it said nothing. */
    receivedAmountMinor: bigint('received_amount_minor', { mode: 'number' }),
    receivedCurrency: text('received_currency'),
    eventId: text('event_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: bigint('resolved_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('payment_discrepancies_trip_idx').on(t.tripId)],
);
