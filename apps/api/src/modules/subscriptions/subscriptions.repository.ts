import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { subscriptionPlans } from '../../db/schema';

/** Plans offered to new subscribers, cheapest first. */
export async function findActivePlans(db: DbOrTx) {
  return db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.priceMinor), asc(subscriptionPlans.id));
}
