import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PRICE_PAYMENT_KINDS, type PaymentIntentStatus } from '@mt/shared';
import type { DbOrTx } from '../../db/client';
import { correlated } from '../../db/correlated';
import { payments, providerEvents, refunds, trips } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** Intents a traveller may still complete: reused instead of creating a second charge. */
export const OPEN_PAYMENT_STATUSES: PaymentIntentStatus[] = ['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'failed'];

/**
 * Records an event id; false when it was seen before. Inside the event's transaction, so a handler
 * that fails leaves no record and the provider's retry is applied. The id is stored whole: a cut id
 * would make two events that share a prefix count as one (issue 21).
 */
export async function recordProviderEvent(tx: DbOrTx, event: { id: string; type: string }): Promise<boolean> {
  const rows = await tx
    .insert(providerEvents)
    .values({ eventId: event.id, type: event.type.slice(0, 80) })
    .onConflictDoNothing({ target: providerEvents.eventId })
    .returning({ id: providerEvents.id });
  return rows.length > 0;
}

export async function lockPaymentByProviderId(tx: DbOrTx, providerPaymentId: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId)).for('update');
  return row ?? null;
}

export async function findPaymentByProviderId(db: DbOrTx, provider: string, providerPaymentId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
    .limit(1);
  return row ?? null;
}

/** provider_payment_id is unique across providers (Stripe's pi_…, the sandbox's sandbox_pi_…). */
export async function findPaymentByIntentId(db: DbOrTx, intentId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.providerPaymentId, intentId)).limit(1);
  return row ?? null;
}

export async function countTripPayments(tx: DbOrTx, tripId: number): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(payments).where(eq(payments.tripId, tripId));
  return row?.n ?? 0;
}

/** Every charge of a trip that succeeded and is not wholly refunded (deposit and balance, a fee), oldest first, locked. */
export async function lockSucceededPayments(tx: DbOrTx, tripId: number): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(and(eq(payments.tripId, tripId), eq(payments.status, 'succeeded')))
    .orderBy(payments.id)
    .for('update');
}

export async function insertRefund(tx: DbOrTx, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(values).onConflictDoNothing({ target: refunds.providerRefundId }).returning();
  // The provider answered a refund we recorded already (same idempotency key): keep the first row.
  return row ?? (await tx.select().from(refunds).where(eq(refunds.providerRefundId, values.providerRefundId)))[0]!;
}

/** What has gone back of one charge so far, in its minor units. */
export async function refundedMinorOf(db: DbOrTx, paymentId: number): Promise<number> {
  const [row] = await db.select({ n: sql<string>`coalesce(sum(${refunds.amountMinor}), 0)` }).from(refunds).where(eq(refunds.paymentId, paymentId));
  return Number(row?.n ?? 0);
}

/**
 * What a trip's travellers paid towards its price and kept, as a column of a query over trips: succeeded
 * price charges less their partial refunds (a wholly refunded charge is 'refunded' and counts for nothing).
 */
export function paidMinorOfTrip(tripId: SQLWrapper): SQL<number> {
  const p = alias(payments, 'paid_payment');
  const r = alias(refunds, 'paid_refund');
  const refundedOfCharge = sql`coalesce((select sum(${r.amountMinor}) from ${refunds} ${r} where ${r.paymentId} = ${p.id}), 0)`;
  return correlated(sql`(select coalesce(sum(${p.amountMinor} - ${refundedOfCharge}), 0) from ${payments} ${p} where ${and(
    sql`${p.tripId} = ${tripId}`,
    eq(p.status, 'succeeded'),
    inArray(p.kind, [...PRICE_PAYMENT_KINDS]),
  )})`).mapWith(Number);
}

/** Per trip, what travellers paid towards the price and kept (paidMinorOfTrip). */
export async function paidMinorByTrip(db: DbOrTx, tripIds: number[]): Promise<Map<number, number>> {
  return perTrip(db, tripIds, paidMinorOfTrip);
}

export async function listOpenPayments(tx: DbOrTx, tripId: number): Promise<PaymentRow[]> {
  return tx.select().from(payments).where(and(eq(payments.tripId, tripId), inArray(payments.status, OPEN_PAYMENT_STATUSES)));
}

export async function insertPayment(tx: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

export async function setPaymentStatus(tx: DbOrTx, id: number, status: PaymentIntentStatus): Promise<void> {
  await tx.update(payments).set({ status, updatedAt: sql`now()` }).where(eq(payments.id, id));
}

/** What went back to a trip's traveller, as a column of a query over trips: the sum of its refunds rows (docs/decisions/0015). */
export function refundedMinorOfTrip(tripId: SQLWrapper): SQL<number> {
  const r = alias(refunds, 'trip_refund');
  return correlated(sql`(select coalesce(sum(${r.amountMinor}), 0) from ${refunds} ${r} where ${r.tripId} = ${tripId})`).mapWith(Number);
}

/** Per trip, what went back to the traveller (refundedMinorOfTrip). */
export async function refundedMinorByTrip(db: DbOrTx, tripIds: number[]): Promise<Map<number, number>> {
  return perTrip(db, tripIds, refundedMinorOfTrip);
}

/** A per-trip column for a list of trips: the same rule the dashboard's one statement selects. */
async function perTrip(db: DbOrTx, tripIds: number[], column: (tripId: SQLWrapper) => SQL<number>): Promise<Map<number, number>> {
  if (!tripIds.length) return new Map();
  const rows = await db.select({ tripId: trips.id, minor: column(trips.id) }).from(trips).where(inArray(trips.id, tripIds));
  return new Map(rows.map((r) => [r.tripId, r.minor]));
}
