import type { TripMessageAuthorRole } from '@mt/shared';
import type { Tx } from '../db/client';
import { tripMessages, tripThreads } from '../db/schema';
import { must } from './util';

export interface DemoThreadMessage {
  from: TripMessageAuthorRole;
  hoursAgo: number;
  body: string;
  /** The other side has not read it yet (it and every later message of its side stay unread). */
  unread?: boolean;
}

/** A trip's thread between its traveller and the team (the demo admin writes for the team). */
export interface DemoThread {
  journey: string;
  messages: DemoThreadMessage[];
}

/**
 * The demo shows both sides waiting: Amina (the first demo traveller) has an unread answer on her
 * current trip, and the admin has two unread questions at the top of the trips view. The team's
 * messages on unrevealed trips name no place, as everything else before the reveal.
 */
export const DEMO_TRIP_THREADS: DemoThread[] = [
  {
    journey: 'amina-cape',
    messages: [
      { from: 'traveller', hoursAgo: 24 * 20, body: 'Hello! Could we get a late check-out on our last day? Our flight home leaves in the evening.' },
      { from: 'team', hoursAgo: 24 * 20 - 3, body: 'Of course. Your hotel will keep your room until 16:00 on your last day.\n\nEnjoy every minute!' },
      { from: 'traveller', hoursAgo: 24 * 4, body: 'We are home, and we marked the trip as completed. Thank you for everything!' },
      {
        from: 'team',
        hoursAgo: 2,
        unread: true,
        body: 'Welcome home, Amina! We will confirm your completion today.\nOnce that is done you can review the trip and each of its services from your dashboard.',
      },
    ],
  },
  {
    journey: 'kwame-falls',
    messages: [
      {
        from: 'traveller',
        hoursAgo: 3,
        unread: true,
        body: 'Hi team, what should we pack? And do we need malaria tablets, or would that give the surprise away?',
      },
    ],
  },
  {
    journey: 'chloe-morocco',
    messages: [
      { from: 'traveller', hoursAgo: 26, unread: true, body: 'My mother finds stairs hard. Could her room be on the ground floor, wherever we go?' },
    ],
  },
  {
    journey: 'lars-arusha',
    messages: [
      { from: 'traveller', hoursAgo: 24 * 23, body: 'I had to cancel because of work, sorry. When will the refund reach my card?' },
      { from: 'team', hoursAgo: 24 * 23 - 2, body: 'No need to apologise, Lars. The refund is on its way: banks usually show it within 5 to 10 working days.' },
      { from: 'traveller', hoursAgo: 24 * 16, body: 'It arrived. Thanks!' },
    ],
  },
];

const HOUR_MS = 60 * 60 * 1000;

/** Each side's read marker: the last message before the first one of the other side it has not read. */
function readMarker(messages: DemoThreadMessage[], ids: number[], side: TripMessageAuthorRole): number {
  const firstUnread = messages.findIndex((m) => m.from !== side && m.unread);
  const upTo = firstUnread === -1 ? ids.length : firstUnread;
  return upTo === 0 ? 0 : ids[upTo - 1]!;
}

export interface ThreadContext {
  now: Date;
  users: Map<string, number>;
  /** Trip ids by journey key, and each journey's traveller key. */
  trips: Map<string, number>;
  travellers: Map<string, string>;
  adminKey: string;
}

/** Messages oldest first (ids follow time), and each thread's read markers and last e-mail times. */
export async function insertTripThreads(tx: Tx, threads: DemoThread[], ctx: ThreadContext): Promise<void> {
  for (const thread of threads) {
    const tripId = must(ctx.trips, thread.journey, 'trip');
    const traveller = must(ctx.users, must(ctx.travellers, thread.journey, 'journey'), 'user');
    const admin = must(ctx.users, ctx.adminKey, 'user');
    const at = (m: DemoThreadMessage) => new Date(ctx.now.getTime() - m.hoursAgo * HOUR_MS);
    const rows = await tx
      .insert(tripMessages)
      .values(thread.messages.map((m) => ({ tripId, authorId: m.from === 'team' ? admin : traveller, authorRole: m.from, body: m.body, createdAt: at(m) })))
      .returning({ id: tripMessages.id });
    const ids = rows.map((r) => r.id);
    const lastFrom = (side: TripMessageAuthorRole) => thread.messages.filter((m) => m.from === side).at(-1);
    const teamLast = lastFrom('team');
    const travellerLast = lastFrom('traveller');
    await tx.insert(tripThreads).values({
      tripId,
      travellerReadId: readMarker(thread.messages, ids, 'traveller'),
      teamReadId: readMarker(thread.messages, ids, 'team'),
      // As if each side was e-mailed for the other's last message.
      travellerNotifiedAt: teamLast ? at(teamLast) : null,
      teamNotifiedAt: travellerLast ? at(travellerLast) : null,
    });
  }
}
