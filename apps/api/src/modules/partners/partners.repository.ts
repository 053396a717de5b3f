import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { partners, subscriptionPlans, users } from '../../db/schema';

/** The partner of a user account, with its sign-in email and its plan (if any). */
export async function findPartnerByUserId(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ partner: partners, email: users.email, plan: subscriptionPlans })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, partners.subscriptionPlanId))
    .where(eq(partners.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function updatePartnerProfile(
  db: DbOrTx,
  userId: number,
  fields: Pick<typeof partners.$inferInsert, 'companyName' | 'contactName' | 'phoneNumber' | 'websiteUrl'>,
) {
  const [row] = await db.update(partners).set(fields).where(eq(partners.userId, userId)).returning();
  return row ?? null;
}
