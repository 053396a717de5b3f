import { bigint, bigserial, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { PaymentIntentStatus } from '@mt/shared';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_trip_idx').on(t.tripId)],
);

/** Every provider event (webhook or sandbox) is recorded once: the unique id makes replays no-ops. */
export const providerEvents = pgTable('provider_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  eventId: varchar('event_id', { length: 120 }).notNull().unique(),
  type: varchar('type', { length: 80 }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
