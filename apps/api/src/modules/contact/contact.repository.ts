import { and, asc, count, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ContactListQuery, ContactStatus } from '@mt/shared';
import type { DbOrTx } from '../../db/client';
import { contactMessages, usedBotChecks } from '../../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(
  db: DbOrTx,
  values: Pick<ContactMessageRow, 'name' | 'email' | 'subject' | 'message'>,
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) throw new Error('contact message insert returned no row');
  return row;
}

/**
 * Records a bot-check answer as used. False when it already was: the unique key makes two concurrent
 * submissions of one answer wait for each other, and the second finds the first.
 */
export async function claimBotCheck(db: DbOrTx, key: string, expiresAt: Date): Promise<boolean> {
  const rows = await db.insert(usedBotChecks).values({ key, expiresAt }).onConflictDoNothing().returning({ key: usedBotChecks.key });
  return rows.length === 1;
}

/** Answers past their expiry can no longer be replayed: their keys are not needed. */
export async function purgeExpiredBotChecks(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(usedBotChecks).where(lt(usedBotChecks.expiresAt, now));
}

/** `%`, `_` and `\` in the search text are literal characters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const sortColumns = {
  received_at: contactMessages.receivedAt,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  status: contactMessages.status,
} as const;

export async function listContactMessages(db: DbOrTx, q: ContactListQuery): Promise<{ rows: ContactMessageRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (q.status) conditions.push(eq(contactMessages.status, q.status));
  if (q.search) {
    const pattern = likePattern(q.search);
    conditions.push(
      or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.subject, pattern),
        ilike(contactMessages.message, pattern),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = q.sortOrder === 'asc' ? asc : desc;
  // Text columns sort case-insensitively, as people read them; the id keeps pages stable on ties.
  const column = sortColumns[q.sortBy];
  const key = q.sortBy === 'received_at' || q.sortBy === 'status' ? column : sql`lower(${column})`;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(direction(key), direction(contactMessages.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

export async function findContactMessage(db: DbOrTx, id: number): Promise<ContactMessageRow | null> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row ?? null;
}

/** Opening a new message marks it read; a read or replied one keeps its status. */
export async function markContactMessageRead(db: DbOrTx, id: number): Promise<ContactMessageRow | null> {
  const [updated] = await db
    .update(contactMessages)
    .set({ status: 'read' })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'new')))
    .returning();
  return updated ?? findContactMessage(db, id);
}

export async function setContactMessageStatus(db: DbOrTx, id: number, status: ContactStatus): Promise<ContactMessageRow | null> {
  const [row] = await db.update(contactMessages).set({ status }).where(eq(contactMessages.id, id)).returning();
  return row ?? null;
}

export async function deleteContactMessage(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  return rows.length === 1;
}
