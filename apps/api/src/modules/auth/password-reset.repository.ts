import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountTokens } from '../../db/schema';

const PURPOSE = 'password_reset' as const;

export async function insertResetToken(db: DbOrTx, row: { userId: number; tokenHash: string; expiresAt: Date }) {
  await db.insert(accountTokens).values({ ...row, purpose: PURPOSE });
}

/** Older links stop working when a new one is sent, or once the password was reset. */
export async function retireUnusedResetTokens(db: DbOrTx, userId: number, at: Date) {
  await db
    .update(accountTokens)
    .set({ usedAt: at })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, PURPOSE), isNull(accountTokens.usedAt)));
}

/** The reset token with this hash, locked until the transaction ends (one use even under a race). */
export async function findResetTokenForUpdate(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, PURPOSE)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Marks the token used; false when another request used it first. */
export async function useResetToken(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: at })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt), sql`${accountTokens.expiresAt} > ${at}`))
    .returning({ id: accountTokens.id });
  return rows.length === 1;
}
