import { bigint, bigserial, date, index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { trips } from './trips';
import { payments } from './payments';

/**
 * Each postponement a traveller asked for (docs/decisions/0016), with the fee charge that pays for it.
 * The new date lives here, not only in the provider's metadata, so the succeeded charge knows where to
 * move the trip whatever the provider sends back. `status`: 'pending' (fee not paid yet), 'applied',
 * 'refunded' (the fee succeeded when the rules no longer held), 'canceled' (a newer request replaced it).
 */
export const tripPostponements = pgTable(
  'trip_postponements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tripId: bigint('trip_id', { mode: 'number' })
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    /** The fee charge; null when the fee was 0. */
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 16 }).$type<'pending' | 'applied' | 'refunded' | 'canceled'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('trip_postponements_trip_idx').on(t.tripId), uniqueIndex('trip_postponements_payment_idx').on(t.paymentId)],
);
