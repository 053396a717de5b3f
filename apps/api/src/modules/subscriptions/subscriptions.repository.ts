import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { subscriptionPlans } from '../../db/schema';

export type PlanRow = typeof subscriptionPlans.$inferSelect;

/** Plans offered to new subscribers, cheapest first. */
export async function findActivePlans(db: DbOrTx) {
  return db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.priceMinor), asc(subscriptionPlans.id));
}

/** A plan still offered to new subscribers, by the provider price id the browser sends back. */
export async function findActivePlanByPriceId(db: DbOrTx, priceId: string): Promise<PlanRow | null> {
  const [row] = await db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.providerPriceId, priceId), eq(subscriptionPlans.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** Any plan, retired ones too: a provider event names the price a subscription is actually on. */
export async function findPlanByPriceId(db: DbOrTx, priceId: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.providerPriceId, priceId)).limit(1);
  return row ?? null;
}

export async function findPlanById(db: DbOrTx, id: number): Promise<PlanRow | null> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id)).limit(1);
  return row ?? null;
}
