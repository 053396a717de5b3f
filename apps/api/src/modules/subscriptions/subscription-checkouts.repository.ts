import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { subscriptionCheckouts } from '../../db/schema';

export type CheckoutRow = typeof subscriptionCheckouts.$inferSelect;

export async function insertCheckout(db: DbOrTx, values: typeof subscriptionCheckouts.$inferInsert): Promise<CheckoutRow> {
  const [row] = await db.insert(subscriptionCheckouts).values(values).returning();
  return row!;
}

export async function findCheckoutBySessionId(db: DbOrTx, sessionId: string, { lock = false } = {}): Promise<CheckoutRow | null> {
  const query = db.select().from(subscriptionCheckouts).where(eq(subscriptionCheckouts.providerSessionId, sessionId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Marks every open session of a partner expired and answers them (the provider is told after commit). */
export async function expireOpenCheckouts(db: DbOrTx, partnerId: number): Promise<CheckoutRow[]> {
  return db
    .update(subscriptionCheckouts)
    .set({ status: 'expired' })
    .where(and(eq(subscriptionCheckouts.partnerId, partnerId), eq(subscriptionCheckouts.status, 'open')))
    .returning();
}

export async function setCheckoutStatus(db: DbOrTx, id: number, status: 'complete' | 'expired'): Promise<void> {
  await db
    .update(subscriptionCheckouts)
    .set({ status, ...(status === 'complete' ? { completedAt: sql`now()` } : {}) })
    .where(eq(subscriptionCheckouts.id, id));
}
