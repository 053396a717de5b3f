import { and, desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments, preferences, tripPostponements } from '../../db/schema';
import { OPEN_PAYMENT_STATUSES } from '../billing/payments-ledger.service';

export type PostponementRow = typeof tripPostponements.$inferSelect;
export type PostponementStatus = PostponementRow['status'];

export async function insertPostponement(tx: DbOrTx, values: typeof tripPostponements.$inferInsert): Promise<PostponementRow> {
  const [row] = await tx.insert(tripPostponements).values(values).returning();
  return row!;
}

/** The postponement a fee charge pays for, locked (the event path holds the trip lock already). */
export async function lockPostponementOfPayment(tx: DbOrTx, paymentId: number): Promise<PostponementRow | null> {
  const [row] = await tx.select().from(tripPostponements).where(eq(tripPostponements.paymentId, paymentId)).for('update');
  return row ?? null;
}

export async function setPostponementStatus(tx: DbOrTx, id: number, status: PostponementStatus): Promise<void> {
  await tx.update(tripPostponements).set({ status, decidedAt: sql`now()` }).where(eq(tripPostponements.id, id));
}

/** The departure lives on the preference; every derived date (reveal, return, countdowns) follows it. */
export async function setDepartureDate(tx: DbOrTx, preferenceId: number, departureDate: string): Promise<void> {
  await tx.update(preferences).set({ departureDate }).where(eq(preferences.id, preferenceId));
}

export interface PendingPostponement {
  toDate: string;
  feeMinor: number;
  currency: string;
  paymentId: number;
}

/** A postponement waiting for its fee: its charge is still open at the provider (one cancelled or failed for good is not). */
const isPendingPostponement = and(eq(tripPostponements.status, 'pending'), inArray(payments.status, OPEN_PAYMENT_STATUSES));

const pendingColumns = { toDate: tripPostponements.toDate, feeMinor: tripPostponements.feeMinor, currency: tripPostponements.currency, paymentId: payments.id };

/**
 * A trip's latest pending postponement (one at a time: a new request cancels the older charge), as a
 * subquery to join laterally to a query over trips.
 */
export function pendingPostponementOf(db: DbOrTx, tripId: SQLWrapper) {
  return db
    .select(pendingColumns)
    .from(tripPostponements)
    .innerJoin(payments, eq(payments.id, tripPostponements.paymentId))
    .where(and(sql`${tripPostponements.tripId} = ${tripId}`, isPendingPostponement))
    .orderBy(desc(tripPostponements.id))
    .limit(1)
    .as('pending_postponement');
}

/** Per trip, its latest pending postponement (pendingPostponementOf), for a list of trips. */
export async function findPendingPostponements(db: DbOrTx, tripIds: number[]): Promise<Map<number, PendingPostponement>> {
  const map = new Map<number, PendingPostponement>();
  if (!tripIds.length) return map;
  const rows = await db
    .select({ tripId: tripPostponements.tripId, ...pendingColumns })
    .from(tripPostponements)
    .innerJoin(payments, eq(payments.id, tripPostponements.paymentId))
    .where(and(inArray(tripPostponements.tripId, tripIds), isPendingPostponement))
    .orderBy(desc(tripPostponements.id));
  for (const r of rows) if (!map.has(r.tripId)) map.set(r.tripId, r);
  return map;
}

/** The pending postponements of one trip with their open fee charges, for the next request to close. */
export async function lockOpenFeeCharges(tx: DbOrTx, tripId: number) {
  return tx
    .select({ postponement: tripPostponements, payment: payments })
    .from(tripPostponements)
    .innerJoin(payments, eq(payments.id, tripPostponements.paymentId))
    .where(and(eq(tripPostponements.tripId, tripId), isPendingPostponement))
    .orderBy(tripPostponements.id)
    .for('update', { of: tripPostponements });
}
