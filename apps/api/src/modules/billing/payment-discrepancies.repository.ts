import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { minorToDecimal, type PaymentDiscrepancy, type PaymentProviderName } from '@mt/shared';
import type { DbOrTx } from '../../db/client';
import { paymentDiscrepancies, trips } from '../../db/schema';

export type PaymentDiscrepancyInsert = typeof paymentDiscrepancies.$inferInsert;

/** Recorded once per event (its id is unique): a replayed event adds nothing. True when this call recorded it. */
export async function insertPaymentDiscrepancy(tx: DbOrTx, values: PaymentDiscrepancyInsert): Promise<boolean> {
  const rows = await tx.insert(paymentDiscrepancies).values(values).onConflictDoNothing({ target: paymentDiscrepancies.eventId }).returning({ id: paymentDiscrepancies.id });
  return rows.length > 0;
}

const columns = {
  row: paymentDiscrepancies,
  tripName: trips.name,
};

type Joined = { row: typeof paymentDiscrepancies.$inferSelect; tripName: string };

const toDto = ({ row, tripName }: Joined): PaymentDiscrepancy => ({
  id: row.id,
  trip_id: row.tripId,
  trip_name: tripName,
  provider: row.provider as PaymentProviderName,
  provider_payment_id: row.providerPaymentId,
  event_id: row.eventId,
  expected_amount: minorToDecimal(row.expectedAmountMinor, row.expectedCurrency),
  expected_currency: row.expectedCurrency,
  // A currency we do not know has no decimals we can trust: shown in the expected currency's.
  received_amount: row.receivedAmountMinor === null ? null : minorToDecimal(row.receivedAmountMinor, row.receivedCurrency ?? row.expectedCurrency),
  received_currency: row.receivedCurrency,
  created_at: row.createdAt.toISOString(),
  resolved_at: row.resolvedAt?.toISOString() ?? null,
});

/** Open ones first, newest first; resolved ones stay listed (the last 100) so the admin sees what was done. */
export async function listPaymentDiscrepancies(db: DbOrTx): Promise<PaymentDiscrepancy[]> {
  const rows = await db
    .select(columns)
    .from(paymentDiscrepancies)
    .innerJoin(trips, eq(trips.id, paymentDiscrepancies.tripId))
    .orderBy(sql`${paymentDiscrepancies.resolvedAt} is not null`, desc(paymentDiscrepancies.createdAt), desc(paymentDiscrepancies.id))
    .limit(100);
  return rows.map(toDto);
}

/** Marks it resolved once (a second call keeps the first time and admin); null when there is no such row. */
export async function resolvePaymentDiscrepancy(db: DbOrTx, id: number, adminId: number): Promise<PaymentDiscrepancy | null> {
  await db
    .update(paymentDiscrepancies)
    .set({ resolvedAt: sql`now()`, resolvedBy: adminId })
    .where(and(eq(paymentDiscrepancies.id, id), isNull(paymentDiscrepancies.resolvedAt)));
  const [row] = await db.select(columns).from(paymentDiscrepancies).innerJoin(trips, eq(trips.id, paymentDiscrepancies.tripId)).where(eq(paymentDiscrepancies.id, id));
  return row ? toDto(row) : null;
}
