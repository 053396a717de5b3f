import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { partners, users } from '../../db/schema';

export async function findPartnerByUserId(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ partner: partners, email: users.email })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
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
