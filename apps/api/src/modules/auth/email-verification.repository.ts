import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountTokens } from '../../db/schema';

const PURPOSE = 'email_verification' as const;

export async function insertVerificationToken(db: DbOrTx, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(accountTokens).values({ userId, purpose: PURPOSE, tokenHash, expiresAt });
}

/** The verification token of this hash, locked until the transaction ends (two clicks at once use it once). */
export async function findVerificationTokenForUpdate(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, PURPOSE)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Every unused verification link of the user stops working: one confirmation is enough. */
export async function useVerificationTokens(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: at })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, PURPOSE), isNull(accountTokens.usedAt)));
}
