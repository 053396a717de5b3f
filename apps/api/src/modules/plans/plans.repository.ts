import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { ACTIVE_SUBSCRIPTION_STATUSES } from '@mt/shared';
import type { DbOrTx } from '../../db/client';
import { partners, subscriptionPlans } from '../../db/schema';

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

export type PlanWithPartnerCount = PlanRow & { partnerCount: number };

/** Every plan, retired ones too, cheapest first, with how many partners hold an active or trialing subscription to each. */
export async function listPlansWithPartnerCounts(db: DbOrTx, id?: number): Promise<PlanWithPartnerCount[]> {
  const rows = await db
    .select({ plan: subscriptionPlans, partnerCount: count(partners.id) })
    .from(subscriptionPlans)
    .leftJoin(
      partners,
      and(eq(partners.subscriptionPlanId, subscriptionPlans.id), inArray(partners.subscriptionStatus, [...ACTIVE_SUBSCRIPTION_STATUSES])),
    )
    .where(id === undefined ? undefined : eq(subscriptionPlans.id, id))
    // Grouping by the primary key lets every plan column be selected.
    .groupBy(subscriptionPlans.id)
    .orderBy(asc(subscriptionPlans.priceMinor), asc(subscriptionPlans.id));
  return rows.map((r) => ({ ...r.plan, partnerCount: r.partnerCount }));
}

/** The terms an admin sets (the price belongs to the payment provider); false for an unknown plan. */
export async function updatePlanTerms(db: DbOrTx, id: number, values: { commissionRate: number; maxServices: number | null }): Promise<boolean> {
  const rows = await db.update(subscriptionPlans).set(values).where(eq(subscriptionPlans.id, id)).returning({ id: subscriptionPlans.id });
  return rows.length === 1;
}
