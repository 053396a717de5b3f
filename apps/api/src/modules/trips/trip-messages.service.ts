import {
  TRIP_MESSAGE_EMAIL_INTERVAL_MS,
  tripTexts,
  type TripMessage,
  type TripMessageAuthorRole,
  type TripMessagesResponse,
  type UserType,
} from '@mt/shared';
import type { Db, DbOrTx } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { afterSessionCheck } from '../../lib/read-beside';
import { recipientTemplate } from '../mail/recipient-template.sql';
import { tripMessageEmails } from '../mail/trip-message-emails';
import { assertFound } from './trip-access';
import { findOwnTrip } from './trip-context.service';
import { findTripContext, type TripContext } from './trips.repository';
import { addMessageMailingOtherSide, lastMessageId, readThread, lockThread, updateThread, type TripThreadRow } from './trip-messages.repository';

// A trip's thread between its traveller and the team (issue 18 section 4, docs/decisions/0012).

export interface ThreadCaller {
  id: number;
  userType: UserType;
  name: string;
}

export interface TripMessageDeps {
  db: Db;
  mail: { kick(): void };
  config: { publicUrl: string };
}

/** The trip and the caller's side: its traveller, or any admin as the team; 404 no trip or another traveller's, 403 any other role. */
async function openThread(db: DbOrTx, caller: ThreadCaller, tripId: number): Promise<{ ctx: TripContext; side: TripMessageAuthorRole }> {
  if (caller.userType === 'admin') {
    const ctx = await findTripContext(db, tripId);
    assertFound(ctx);
    return { ctx, side: 'team' };
  }
  if (caller.userType === 'traveller') return { ctx: await findOwnTrip(db, caller.id, tripId), side: 'traveller' };
  throw forbidden(tripTexts.permissionDenied);
}

const readMarkerOf = (thread: TripThreadRow | null, side: TripMessageAuthorRole) =>
  !thread ? 0 : side === 'team' ? thread.teamReadId : thread.travellerReadId;

/**
 * GET /api/trips/{id}/messages: the thread oldest first and the caller's read marker. Reading marks nothing. The
 * caller may still be under its session check: the thread is read beside it (decision 0062).
 */
export async function listTripMessages(db: Db, signedIn: ThreadCaller | Promise<ThreadCaller>, tripId: number): Promise<TripMessagesResponse> {
  const [caller, thread] = await afterSessionCheck(signedIn, readThread(db, tripId));
  if (caller.userType !== 'admin' && caller.userType !== 'traveller') throw forbidden(tripTexts.permissionDenied);
  // As openThread: no trip, or another traveller's, is not found.
  if (!thread || (caller.userType === 'traveller' && thread.travellerId !== caller.id)) throw notFound(tripTexts.tripNotFound);
  return {
    messages: thread.messages.map((m) => ({ id: m.id, author_role: m.authorRole, author_name: m.authorName, body: m.body, created_at: m.createdAt.toISOString() })),
    read_up_to: caller.userType === 'admin' ? thread.teamReadId : thread.travellerReadId,
  };
}

/**
 * POST /api/trips/{id}/messages. The other side is e-mailed unless it was within the last 15 minutes: the
 * statement that adds the message decides and queues the e-mail (addMessageMailingOtherSide), so two quick
 * messages (two tabs, two admins) make one e-mail, never two.
 */
export async function sendTripMessage(deps: TripMessageDeps, caller: ThreadCaller, tripId: number, body: string): Promise<TripMessage> {
  if (caller.userType !== 'admin' && caller.userType !== 'traveller') throw forbidden(tripTexts.permissionDenied);
  const side: TripMessageAuthorRole = caller.userType === 'admin' ? 'team' : 'traveller';
  // The team's message is mailed to the trip's traveller; a traveller's to every admin.
  const mail = recipientTemplate((recipient) =>
    side === 'team'
      ? tripMessageEmails.toTraveller(recipient, { tripId, authorName: caller.name }, deps.config.publicUrl)
      : tripMessageEmails.toTeam(recipient, { tripId, travellerName: caller.name }, deps.config.publicUrl),
  );
  // A traveller's message is added only on their own trip: another traveller's is not found, as openThread answers.
  const row = await addMessageMailingOtherSide(
    deps.db,
    { tripId, travellerId: side === 'traveller' ? caller.id : null, authorId: caller.id, authorRole: side, body },
    mail,
    TRIP_MESSAGE_EMAIL_INTERVAL_MS,
  );
  if (!row) throw notFound(tripTexts.tripNotFound);
  if (row.mailed > 0) deps.mail.kick();
  return { id: row.id, author_role: side, author_name: caller.name, body: row.body, created_at: row.createdAt.toISOString() };
}

/**
 * PUT /api/trips/{id}/messages/read: the caller's side has read up to `lastReadId`, clamped to the
 * thread's last message (a marker never runs ahead of what exists) and never moved back. A message
 * that arrives after the caller's last read stays unread, which a "mark everything read" would lose.
 */
export async function markTripMessagesRead(db: Db, caller: ThreadCaller, tripId: number, lastReadId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { side } = await openThread(tx, caller, tripId);
    const upTo = Math.min(lastReadId, await lastMessageId(tx, tripId));
    if (upTo === 0) return;
    const thread = await lockThread(tx, tripId);
    if (upTo <= readMarkerOf(thread, side)) return;
    await updateThread(tx, tripId, side === 'team' ? { teamReadId: upTo } : { travellerReadId: upTo });
  });
}
