import { eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { partners, subscriptionPlans, users } from '../../db/schema';

/**
 * The partner row as the subscription sees it, locked (FOR UPDATE OF partners) until the transaction
 * ends. Service writes take the same lock (partner-services.repository), so a plan change or a
 * cancellation and a service write never interleave: the limit and the status checked by a write hold
 * until it commits.
 */
async function lockPartnerWhere(db: DbOrTx, where: SQL) {
  const [row] = await db
    .select({ partner: partners, email: users.email, contactName: users.name, plan: subscriptionPlans })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, partners.subscriptionPlanId))
    .where(where)
    .limit(1)
    .for('update', { of: partners });
  return row ?? null;
}

export type LockedPartner = NonNullable<Awaited<ReturnType<typeof lockPartnerWhere>>>;

export const lockPartnerByUserId = (db: DbOrTx, userId: number) => lockPartnerWhere(db, eq(partners.userId, userId));
export const lockPartnerById = (db: DbOrTx, id: number) => lockPartnerWhere(db, eq(partners.id, id));
export const lockPartnerByCustomerId = (db: DbOrTx, customerId: string) => lockPartnerWhere(db, eq(partners.providerCustomerId, customerId));
export const lockPartnerBySubscriptionId = (db: DbOrTx, subscriptionId: string) =>
  lockPartnerWhere(db, eq(partners.providerSubscriptionId, subscriptionId));

export type SubscriptionFields = Partial<
  Pick<
    typeof partners.$inferInsert,
    | 'subscriptionStatus'
    | 'subscriptionPlanId'
    | 'subscribedUntil'
    | 'providerCustomerId'
    | 'providerSubscriptionId'
    | 'providerSubscriptionCreatedAt'
    | 'subscriptionEventAt'
  >
>;

export async function updatePartnerSubscription(db: DbOrTx, partnerId: number, fields: SubscriptionFields): Promise<void> {
  await db.update(partners).set(fields).where(eq(partners.id, partnerId));
}
