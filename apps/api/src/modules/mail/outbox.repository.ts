import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { outboxEmails } from '../../db/schema';
import type { MailMessage } from './mailer';

export type OutboxRow = typeof outboxEmails.$inferSelect;

/**
 * The insert of these messages into the outbox: a statement of its own, or a part of another's (a CTE). Not
 * empty. Subjects are capped by the column; bodies are ours, never user-sized.
 */
export function outboxInsert(db: DbOrTx, messages: MailMessage[]) {
  return db
    .insert(outboxEmails)
    .values(messages.map((m) => ({ to: m.to, subject: m.subject.slice(0, 200), body: m.body })))
    .returning({ id: outboxEmails.id });
}

export async function insertOutboxEmails(tx: DbOrTx, messages: MailMessage[]): Promise<number[]> {
  if (!messages.length) return [];
  return (await outboxInsert(tx, messages)).map((r) => r.id);
}

/**
 * Claims up to `limit` unsent rows for one sender: a row is taken by stamping last_attempt_at, and
 * rows stamped less than `leaseMs` ago belong to another sender. SKIP LOCKED lets several instances
 * claim side by side without waiting on each other.
 */
export async function claimUnsent(db: Db, { limit, leaseMs, maxAttempts }: { limit: number; leaseMs: number; maxAttempts: number }): Promise<OutboxRow[]> {
  const leaseEdge = new Date(Date.now() - leaseMs);
  const candidates = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      and(
        isNull(outboxEmails.sentAt),
        lt(outboxEmails.attempts, maxAttempts),
        or(isNull(outboxEmails.lastAttemptAt), lt(outboxEmails.lastAttemptAt, leaseEdge)),
      ),
    )
    .orderBy(outboxEmails.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboxEmails)
    .set({ attempts: sql`${outboxEmails.attempts} + 1`, lastAttemptAt: sql`now()` })
    .where(inArray(outboxEmails.id, candidates))
    .returning();
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db.update(outboxEmails).set({ sentAt: sql`now()`, lastError: null }).where(eq(outboxEmails.id, id));
}

export async function markFailed(db: Db, id: number, error: string): Promise<void> {
  await db.update(outboxEmails).set({ lastError: error.slice(0, 500) }).where(eq(outboxEmails.id, id));
}

export async function listOutbox(db: Db, { to, limit }: { to?: string; limit: number }): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxEmails)
    .where(to ? eq(sql`lower(${outboxEmails.to})`, to.toLowerCase()) : undefined)
    .orderBy(desc(outboxEmails.id))
    .limit(limit);
}

/**
 * The unsent rows and how long the oldest has waited, for metrics at every scrape: both read through the
 * partial index of unsent rows (outbox_emails_unsent_idx), so the cost follows the backlog, not the table.
 */
export async function outboxBacklog(db: Db): Promise<{ unsent: number; oldestSeconds: number }> {
  const result = await db.execute<{ unsent: number; oldest: number | null }>(sql`
    select (select count(*)::int from ${outboxEmails} where ${outboxEmails.sentAt} is null) as unsent,
           (select extract(epoch from now() - ${outboxEmails.createdAt})::float8 from ${outboxEmails}
             where ${outboxEmails.id} = (select min(${outboxEmails.id}) from ${outboxEmails} where ${outboxEmails.sentAt} is null)) as oldest`);
  // `db.execute` answers `{ rows }` on both drivers.
  const row = (result as unknown as { rows: { unsent: number; oldest: number | null }[] }).rows[0];
  return { unsent: Number(row?.unsent ?? 0), oldestSeconds: Math.max(0, Number(row?.oldest ?? 0)) };
}
