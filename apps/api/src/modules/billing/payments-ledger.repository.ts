import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentIntentStatus } from '@mt/shared';
import type { DbOrTx } from '../../db/client';
import { payments, providerEvents } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

/** Intents a traveller may still complete: reused instead of creating a second charge. */
export const OPEN_PAYMENT_STATUSES: PaymentIntentStatus[] = ['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'failed'];

/**
 * Records an event id; false when it was seen before. Inside the event's transaction, so a handler
 * that fails leaves no record and the provider's retry is applied.
 */
export async function recordProviderEvent(tx: DbOrTx, event: { id: string; type: string }): Promise<boolean> {
  const rows = await tx
    .insert(providerEvents)
    .values({ eventId: event.id.slice(0, 120), type: event.type.slice(0, 80) })
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

export async function findOpenPayment(tx: DbOrTx, tripId: number, provider: string): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.tripId, tripId), eq(payments.provider, provider), inArray(payments.status, OPEN_PAYMENT_STATUSES)))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

export async function countTripPayments(tx: DbOrTx, tripId: number): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(payments).where(eq(payments.tripId, tripId));
  return row?.n ?? 0;
}

/** The payment that paid a trip (at most one succeeds: the trip stops being payable once paid). */
export async function findSucceededPayment(tx: DbOrTx, tripId: number): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.tripId, tripId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.id))
    .limit(1)
    .for('update');
  return row ?? null;
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
