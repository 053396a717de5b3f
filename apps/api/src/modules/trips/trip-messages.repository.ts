import { and, asc, count, eq, gt, inArray, max, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TripMessageAuthorRole } from '@mt/shared';
import type { Db, DbOrTx } from '../../db/client';
import { preparedQuery, preparedStatement } from '../../db/named-query';
import { correlated } from '../../db/correlated';
import { outboxEmails, trips, tripMessages, tripThreads, users } from '../../db/schema';
import { composedBy, templateShape, templateValues, type RecipientTemplate } from '../mail/recipient-template.sql';
import { rowsOf } from '../services/service-card.sql';

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

const NOTIFIED_COLUMN = { team: 'traveller_notified_at', traveller: 'team_notified_at' } as const satisfies Record<TripMessageAuthorRole, string>;

/**
 * Adds a message on a trip and, unless the other side was e-mailed within `mailIntervalMs`, e-mails it and stamps
 * the thread, in one statement: null when there is no such trip, or when `travellerId` is given and the trip is
 * not theirs (then nothing is written). The other side is the trip's traveller for the team's message, every
 * admin for a traveller's; `mail` is its e-mail, rendered once (mail/recipient-template.sql.ts).
 *
 * The stamp is an upsert of the thread's row whose update applies only when the last e-mail is old enough: the
 * row comes back only when it was stamped, that is when this message is e-mailed. The upsert takes the row's lock
 * whether or not it updates, so a second message on the thread waits here and then sees the first one's stamp:
 * one e-mail, never two. The clock is the database's (now(), the message's created_at), the same for every API
 * instance. One statement is atomic without a transaction: one round trip instead of four (begin, message, stamp
 * with its e-mails, commit), each of which under bench:cluster's mix waited for the busy event loop's next turn.
 */
export async function addMessageMailingOtherSide(
  db: DbOrTx,
  message: { tripId: number; travellerId: number | null; authorId: number; authorRole: TripMessageAuthorRole; body: string },
  mail: RecipientTemplate,
  mailIntervalMs: number,
) {
  // Prepared per side and mail shape, planned once per connection: every lookup is by key, whatever the values, and
  // planning this statement afresh took about as long as running it (0.5 ms of the database's CPU per message).
  const statement = preparedStatement(
    db,
    `trip_message_${message.authorRole}_${templateShape(mail)}`,
    () => {
      const notified = sql.raw(NOTIFIED_COLUMN[message.authorRole]);
      const recipients =
        message.authorRole === 'team' ? sql`select name, email, 0 as id from trip` : sql`select u.name, u.email, u.id from ${users} u where u.user_type = 'admin'`;
      const { subject, body } = composedBy(mail, sql`r.name`);
      const [tripId, travellerId, mailIntervalMs] = [sql.placeholder('tripId'), sql.placeholder('travellerId'), sql.placeholder('mailIntervalMs')];
      return sql`
        with trip as (
          select t.id, u.name, u.email from ${trips} t join ${users} u on u.id = t.traveller_id
          where t.id = ${tripId} and (${travellerId}::bigint is null or t.traveller_id = ${travellerId}::bigint)),
        added as (
          insert into ${tripMessages} (trip_id, author_id, author_role, body)
          select id, ${sql.placeholder('authorId')}, ${sql.placeholder('authorRole')}, ${sql.placeholder('body')} from trip
          returning id, body, created_at),
        stamped as (
          insert into ${tripThreads} (trip_id, ${notified}) select id, now() from trip
          on conflict (trip_id) do update set ${notified} = excluded.${notified}
          where ${tripThreads}.${notified} is null or ${tripThreads}.${notified} <= now() - ${mailIntervalMs}::int * interval '1 millisecond'
          returning trip_id),
        recipients as (${recipients}),
        queued as (
          insert into ${outboxEmails} ("to", subject, body) select r.email, ${subject}, ${body} from recipients r, stamped order by r.id
          returning id)
        select added.id, added.body, added.created_at, (select count(*) from queued) as mailed from added`;
    },
    { planOnce: true },
  );
  const { tripId, travellerId, authorId, authorRole, body } = message;
  const rows = rowsOf<{ id: number | string; body: string; created_at: Date | string; mailed: number | string }>(
    await statement.execute({ tripId, travellerId, authorId, authorRole, body, mailIntervalMs, ...templateValues(mail) }),
  );
  const [row] = rows;
  if (!row) return null;
  return { id: Number(row.id), body: row.body, createdAt: new Date(row.created_at), mailed: Number(row.mailed) };
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
