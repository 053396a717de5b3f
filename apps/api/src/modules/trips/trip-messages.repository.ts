import { and, asc, count, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { TripMessageAuthorRole } from '@mt/shared';
import type { DbOrTx } from '../../db/client';
import { tripMessages, tripThreads, trips, users } from '../../db/schema';

export type TripThreadRow = typeof tripThreads.$inferSelect;

/** The thread oldest first, each message with its author's current name. */
export async function listThreadMessages(db: DbOrTx, tripId: number) {
  return db
    .select({ id: tripMessages.id, authorRole: tripMessages.authorRole, authorName: users.name, body: tripMessages.body, createdAt: tripMessages.createdAt })
    .from(tripMessages)
    .innerJoin(users, eq(users.id, tripMessages.authorId))
    .where(eq(tripMessages.tripId, tripId))
    .orderBy(asc(tripMessages.id));
}

export async function insertTripMessage(tx: DbOrTx, message: { tripId: number; authorId: number; authorRole: TripMessageAuthorRole; body: string }) {
  const [row] = await tx.insert(tripMessages).values(message).returning();
  return row!;
}

/** The thread's state row, made if missing, locked for the rest of the transaction. */
export async function lockThread(tx: DbOrTx, tripId: number): Promise<TripThreadRow> {
  await tx.insert(tripThreads).values({ tripId }).onConflictDoNothing();
  const [row] = await tx.select().from(tripThreads).where(eq(tripThreads.tripId, tripId)).for('update');
  return row!;
}

export async function findThread(db: DbOrTx, tripId: number): Promise<TripThreadRow | null> {
  const [row] = await db.select().from(tripThreads).where(eq(tripThreads.tripId, tripId)).limit(1);
  return row ?? null;
}

export async function updateThread(tx: DbOrTx, tripId: number, set: Partial<Omit<TripThreadRow, 'tripId'>>): Promise<void> {
  await tx.update(tripThreads).set(set).where(eq(tripThreads.tripId, tripId));
}

/** The id of the thread's last message, 0 when it has none. */
export async function lastMessageId(db: DbOrTx, tripId: number): Promise<number> {
  const [row] = await db.select({ id: max(tripMessages.id) }).from(tripMessages).where(eq(tripMessages.tripId, tripId));
  return Number(row?.id ?? 0);
}

const toMap = (rows: { tripId: number; n: number }[]) => new Map(rows.map((r) => [r.tripId, Number(r.n)]));

/** Unread team messages on each of a traveller's trips, in one grouped query (GET /api/trips). */
export async function unreadTeamMessagesOfTraveller(db: DbOrTx, travellerId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ tripId: tripMessages.tripId, n: count() })
    .from(tripMessages)
    .innerJoin(trips, eq(trips.id, tripMessages.tripId))
    .leftJoin(tripThreads, eq(tripThreads.tripId, tripMessages.tripId))
    .where(and(eq(trips.travellerId, travellerId), eq(tripMessages.authorRole, 'team'), gt(tripMessages.id, sql`coalesce(${tripThreads.travellerReadId}, 0)`)))
    .groupBy(tripMessages.tripId);
  return toMap(rows);
}

/** Unread traveller messages on each of these trips, for the team, in one grouped query. */
export async function unreadTravellerMessages(db: DbOrTx, tripIds: number[]): Promise<Map<number, number>> {
  if (!tripIds.length) return new Map();
  const rows = await db
    .select({ tripId: tripMessages.tripId, n: count() })
    .from(tripMessages)
    .leftJoin(tripThreads, eq(tripThreads.tripId, tripMessages.tripId))
    .where(and(inArray(tripMessages.tripId, tripIds), eq(tripMessages.authorRole, 'traveller'), gt(tripMessages.id, sql`coalesce(${tripThreads.teamReadId}, 0)`)))
    .groupBy(tripMessages.tripId);
  return toMap(rows);
}
