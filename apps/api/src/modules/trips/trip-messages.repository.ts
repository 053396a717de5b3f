import { and, asc, count, eq, gt, inArray, max, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TripMessageAuthorRole } from '@mt/shared';
import type { Db, DbOrTx } from '../../db/client';
import { preparedQuery } from '../../db/named-query';
import { correlated } from '../../db/correlated';
import { trips, tripMessages, tripThreads, users } from '../../db/schema';
import { mailQueueing } from '../mail/mail.service';
import { rowsOf } from '../services/service-card.sql';
import type { MailMessage } from '../mail/mailer';

export type TripThreadRow = typeof tripThreads.$inferSelect;

/**
 * What GET /api/trips/{id}/messages reads, in one statement: the trip's traveller (who may read it), both
 * read markers, and the messages oldest first with their authors' current names. Null when there is no such
 * trip. One round trip instead of three (the trip with its preference and traveller, the messages, the
 * thread). Prepared and planned once per connection (lookups by key whatever the trip): planning it afresh
 * took longer than running it.
 */
const threadStatement = preparedQuery(
  (db: Db) =>
    db
      .select({
        travellerId: trips.travellerId,
        travellerReadId: tripThreads.travellerReadId,
        teamReadId: tripThreads.teamReadId,
        id: tripMessages.id,
        authorRole: tripMessages.authorRole,
        authorName: users.name,
        body: tripMessages.body,
        createdAt: tripMessages.createdAt,
      })
      .from(trips)
      .leftJoin(tripThreads, eq(tripThreads.tripId, trips.id))
      .leftJoin(tripMessages, eq(tripMessages.tripId, trips.id))
      .leftJoin(users, eq(users.id, tripMessages.authorId))
      .where(eq(trips.id, sql.placeholder('tripId')))
      .orderBy(asc(tripMessages.id))
      .prepare('trip_thread'),
  { planOnce: true },
);

export async function readThread(db: Db, tripId: number) {
  const rows = await threadStatement(db).execute({ tripId });
  const [first] = rows;
  if (!first) return null;
  const messages = rows.flatMap((r) =>
    r.id === null ? [] : [{ id: r.id, authorRole: r.authorRole!, authorName: r.authorName ?? '', body: r.body!, createdAt: r.createdAt! }],
  );
  return { travellerId: first.travellerId, travellerReadId: first.travellerReadId ?? 0, teamReadId: first.teamReadId ?? 0, messages };
}

/**
 * Adds a message on a trip, and makes the thread's state row if missing and locks it for the rest of the
 * transaction, in one statement; null when there is no such trip, or when `travellerId` is given and the trip
 * is not theirs (then nothing is written). A traveller's comes with the team's addresses. The upsert takes the row's lock, so a second message on the thread
 * waits here and then reads the first one's e-mail stamps. One round trip instead of four: under
 * bench:cluster's mix each one held the pooled connection while the busy event loop got round to the next.
 */
export async function insertMessageLockingThread(
  tx: DbOrTx,
  message: { tripId: number; travellerId: number | null; authorId: number; authorRole: TripMessageAuthorRole; body: string },
) {
  // A traveller's message may be mailed to the team: its addresses come with the answer, not in a round trip more.
  const team =
    message.travellerId === null
      ? sql`null::json`
      : sql`(select coalesce(json_agg(json_build_object('name', u.name, 'email', u.email) order by u.id), '[]'::json) from ${users} u where u.user_type = 'admin')`;
  const rows = rowsOf<{
    id: number | string;
    body: string;
    created_at: Date | string;
    traveller_notified_at: Date | string | null;
    team_notified_at: Date | string | null;
    team: { name: string; email: string }[] | null;
  }>(
    await tx.execute(sql`
      with trip as (select id from ${trips} where id = ${message.tripId} and (${message.travellerId}::bigint is null or traveller_id = ${message.travellerId})),
      thread as (
        insert into ${tripThreads} (trip_id) select id from trip
        on conflict (trip_id) do update set trip_id = excluded.trip_id
        returning traveller_notified_at, team_notified_at),
      added as (
        insert into ${tripMessages} (trip_id, author_id, author_role, body) select id, ${message.authorId}, ${message.authorRole}, ${message.body} from trip
        returning id, body, created_at)
      select added.id, added.body, added.created_at, thread.traveller_notified_at, thread.team_notified_at, ${team} as team from added, thread`),
  );
  const [row] = rows;
  if (!row) return null;
  const date = (d: Date | string | null) => (d === null ? null : new Date(d));
  return {
    id: Number(row.id),
    body: row.body,
    createdAt: date(row.created_at)!,
    travellerNotifiedAt: date(row.traveller_notified_at),
    teamNotifiedAt: date(row.team_notified_at),
    /** The admins, oldest account first, for a traveller's message; null for the team's. */
    team: row.team,
  };
}

/** The thread's e-mail stamp and the e-mails it stands for, in one statement: they commit together. */
export async function stampThreadQueuingMail(tx: DbOrTx, tripId: number, stamp: Partial<Pick<TripThreadRow, 'travellerNotifiedAt' | 'teamNotifiedAt'>>, mail: MailMessage[]) {
  const queued = tx.$with('queued').as(mailQueueing(tx, mail));
  await tx.with(queued).update(tripThreads).set(stamp).where(eq(tripThreads.tripId, tripId));
}

/** The thread's state row, made if missing, locked for the rest of the transaction. */
export async function lockThread(tx: DbOrTx, tripId: number): Promise<TripThreadRow> {
  await tx.insert(tripThreads).values({ tripId }).onConflictDoNothing();
  const [row] = await tx.select().from(tripThreads).where(eq(tripThreads.tripId, tripId)).for('update');
  return row!;
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

/** Team messages the traveller has not read on a trip, as a column of a query over trips (GET /api/trips). */
export function unreadTeamMessagesOfTrip(tripId: SQLWrapper): SQL<number> {
  const m = alias(tripMessages, 'unread_message');
  const th = alias(tripThreads, 'unread_thread');
  const readUpTo = sql`coalesce((select ${th.travellerReadId} from ${tripThreads} ${th} where ${th.tripId} = ${tripId}), 0)`;
  return correlated(sql`(select count(*) from ${tripMessages} ${m} where ${and(sql`${m.tripId} = ${tripId}`, eq(m.authorRole, 'team'), gt(m.id, readUpTo))})`).mapWith(Number);
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
