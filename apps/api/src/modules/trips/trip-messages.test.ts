import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import {
  authTexts,
  requestTexts,
  TRIP_MESSAGE_EMAIL_INTERVAL_MS,
  TRIP_MESSAGE_MAX_LENGTH,
  tripMessageTexts,
  tripMessagesResponseSchema,
  tripTexts,
  type TripMessage,
} from '@mt/shared';
import { outboxEmails, tripThreads, users } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createPartner, createTraveller, type Person } from '../../test/factories';
import { journey, setStatus, travellerTrip, type Journey } from './testing/journey';
import { tripMessageEmails } from '../mail/trip-message-emails';

describe('a trip thread between the traveller and the team', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.app, { name: 'Sara Admin' });
  });
  afterAll(async () => {
    await t.close();
  });

  const url = (tripId: number) => `/api/trips/${tripId}/messages`;
  const list = (tripId: number, token: string) => t.app.inject({ method: 'GET', url: url(tripId), headers: bearer(token) });
  const send = (tripId: number, token: string, body: unknown) => t.app.inject({ method: 'POST', url: url(tripId), headers: bearer(token), payload: { body } });
  const markRead = (tripId: number, token: string, lastReadId: number) =>
    t.app.inject({ method: 'PUT', url: `${url(tripId)}/read`, headers: bearer(token), payload: { last_read_id: lastReadId } });
  const sent = async (tripId: number, token: string, body: string): Promise<TripMessage> => {
    const res = await send(tripId, token, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().trip_message;
  };
  const thread = async (tripId: number, token: string) => {
    const res = await list(tripId, token);
    expect(res.statusCode, res.body).toBe(200);
    return tripMessagesResponseSchema.strict().parse(res.json());
  };
  const adminTrip = async (tripId: number, token = admin.token) => (await t.app.inject({ method: 'GET', url: `/api/admin/trips/${tripId}`, headers: bearer(token) })).json().trip;
  const mailsAbout = (tripId: number) => t.db.select().from(outboxEmails).where(like(outboxEmails.subject, `%trip #${tripId}`));
  /** Moves the thread's last e-mail to a side back in time, as if that long had passed. */
  const lastMailedAgo = (tripId: number, side: 'traveller' | 'team', ms: number) =>
    t.db
      .update(tripThreads)
      .set(side === 'traveller' ? { travellerNotifiedAt: new Date(Date.now() - ms) } : { teamNotifiedAt: new Date(Date.now() - ms) })
      .where(eq(tripThreads.tripId, tripId));

  const trip = (stage: Parameters<typeof journey>[1] = 'proposed'): Promise<Journey> => journey(t.app, stage, { admin });

  describe('who may read and write', () => {
    it('answers 401 without a token on every call', async () => {
      const j = await trip();
      for (const res of [
        await t.app.inject({ method: 'GET', url: url(j.tripId) }),
        await t.app.inject({ method: 'POST', url: url(j.tripId), payload: { body: 'hi' } }),
        await t.app.inject({ method: 'PUT', url: `${url(j.tripId)}/read`, payload: { last_read_id: 1 } }),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: authTexts.tokenMissing });
      }
    });

    it('answers 403 to a partner and 404 to another traveller (as for no trip), and writes nothing', async () => {
      const j = await trip();
      await sent(j.tripId, j.traveller.token, 'Is the trip family friendly?');
      const partner = await createPartner(t.app);
      const stranger = await createTraveller(t.app);
      for (const [who, status, message] of [
        [partner, 403, authTexts.wrongRole],
        [stranger, 404, tripTexts.tripNotFound],
      ] as const) {
        for (const res of [await list(j.tripId, who.token), await send(j.tripId, who.token, 'let me in'), await markRead(j.tripId, who.token, 1)]) {
          expect(res.statusCode).toBe(status);
          expect(res.json()).toEqual({ message });
        }
      }
      expect((await thread(j.tripId, admin.token)).messages.map((m) => m.body)).toEqual(['Is the trip family friendly?']);
    });

    it('answers 404 for a trip that does not exist, to a traveller and to an admin', async () => {
      const traveller = await createTraveller(t.app);
      for (const token of [traveller.token, admin.token]) {
        for (const res of [await list(999_999_999, token), await send(999_999_999, token, 'hello'), await markRead(999_999_999, token, 1)]) {
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual({ message: tripTexts.tripNotFound });
        }
      }
    });

    it('lets any admin read and answer as the team', async () => {
      const j = await trip();
      const other = await createAdmin(t.app, { name: 'Omar Admin' });
      await sent(j.tripId, j.traveller.token, 'Hello?');
      await sent(j.tripId, other.token, 'Hello from the team.');
      expect((await thread(j.tripId, admin.token)).messages.map((m) => [m.author_role, m.author_name])).toEqual([
        ['traveller', j.traveller.user.name],
        ['team', 'Omar Admin'],
      ]);
    });
  });

  describe('the thread', () => {
    it('is empty at first, then returns every message oldest first with its role, author name and time', async () => {
      const j = await trip();
      expect(await thread(j.tripId, j.traveller.token)).toEqual({ messages: [], read_up_to: 0 });
      const before = Date.now();
      const first = await sent(j.tripId, j.traveller.token, 'Do we need visas?');
      expect(first).toMatchObject({ author_role: 'traveller', author_name: j.traveller.user.name, body: 'Do we need visas?' });
      expect(Date.parse(first.created_at)).toBeGreaterThanOrEqual(before - 5_000);
      await sent(j.tripId, admin.token, 'We take care of them, nothing to do.');
      await sent(j.tripId, j.traveller.token, 'Great, thanks!');
      for (const token of [j.traveller.token, admin.token]) {
        const { messages } = await thread(j.tripId, token);
        expect(messages.map((m) => [m.author_role, m.author_name, m.body])).toEqual([
          ['traveller', j.traveller.user.name, 'Do we need visas?'],
          ['team', 'Sara Admin', 'We take care of them, nothing to do.'],
          ['traveller', j.traveller.user.name, 'Great, thanks!'],
        ]);
        expect(messages[0]).toEqual(first);
        expect(messages.map((m) => m.id)).toEqual([...messages.map((m) => m.id)].sort((a, b) => a - b));
      }
    });

    it('keeps each trip its own thread', async () => {
      const a = await trip();
      const b = await trip();
      await sent(a.tripId, a.traveller.token, 'About trip A');
      expect((await thread(b.tripId, admin.token)).messages).toEqual([]);
    });

    it('is open in every status, a cancelled or completed trip too (a refund question, a thank-you)', async () => {
      const done = await trip('completed');
      await sent(done.tripId, done.traveller.token, 'Thank you, it was wonderful!');
      const cancelled = await trip('proposed');
      expect((await setStatus(t.app, admin.token, cancelled.tripId, 'cancelled')).statusCode).toBe(200);
      await sent(cancelled.tripId, cancelled.traveller.token, 'When will my refund arrive?');
      await sent(cancelled.tripId, admin.token, 'Within five working days.');
      expect((await thread(cancelled.tripId, cancelled.traveller.token)).messages).toHaveLength(2);
    });
  });

  describe('the body', () => {
    it('is trimmed and kept exactly as plain text: markup is not interpreted or escaped', async () => {
      const j = await trip();
      const body = '<b>Hi</b> <script>alert(1)</script>\n\n**not bold**\tand a tab';
      expect((await sent(j.tripId, j.traveller.token, `  \n ${body} \n `)).body).toBe(body);
      expect((await thread(j.tripId, admin.token)).messages[0]!.body).toBe(body);
    });

    it('folds Windows and old Mac line breaks into \\n', async () => {
      const j = await trip();
      expect((await sent(j.tripId, j.traveller.token, 'one\r\ntwo\rthree')).body).toBe('one\ntwo\nthree');
    });

    it('takes 1 to 4,000 characters after trimming', async () => {
      const j = await trip();
      const longest = 'x'.repeat(TRIP_MESSAGE_MAX_LENGTH);
      expect((await sent(j.tripId, j.traveller.token, `   ${longest}   `)).body).toBe(longest);
      expect((await sent(j.tripId, j.traveller.token, 'y')).body).toBe('y');
      for (const [body, message] of [
        ['', tripMessageTexts.bodyRequired],
        [' \n\t ', tripMessageTexts.bodyRequired],
        [`${longest}x`, tripMessageTexts.bodyTooLong],
      ] as const) {
        const res = await send(j.tripId, j.traveller.token, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 20)).toBe(400);
        expect(res.json().errors.body).toEqual([message]);
      }
      expect((await thread(j.tripId, admin.token)).messages).toHaveLength(2);
    });

    it('refuses control characters other than line feed and tab, and a body that is not text', async () => {
      const j = await trip();
      for (const body of ['bell\u0007', 'escape \u001b[31mred', 'del\u007f', 'c1\u0085']) {
        const res = await send(j.tripId, j.traveller.token, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors.body).toEqual([tripMessageTexts.bodyControlCharacters]);
      }
      // NUL is refused before any route looks (plugins/no-nul-text.ts), with its own message.
      const nul = await send(j.tripId, j.traveller.token, 'nul\u0000byte');
      expect(nul.statusCode).toBe(400);
      expect(nul.json().errors.body).toEqual([requestTexts.nulCharacter]);
      for (const payload of [{}, { body: 42 }, { body: null }]) {
        const res = await t.app.inject({ method: 'POST', url: url(j.tripId), headers: bearer(j.traveller.token), payload });
        expect(res.statusCode).toBe(400);
      }
      expect((await thread(j.tripId, admin.token)).messages).toEqual([]);
    });
  });

  describe('unread counts', () => {
    it("counts the team's messages on the traveller's trip until the traveller reads them; their own never count", async () => {
      const j = await trip();
      await sent(j.tripId, j.traveller.token, 'A question');
      expect((await travellerTrip(t.app, j.traveller.token, j.tripId)).unread_messages).toBe(0);
      await sent(j.tripId, admin.token, 'First answer');
      const second = await sent(j.tripId, admin.token, 'Second answer');
      expect((await travellerTrip(t.app, j.traveller.token, j.tripId)).unread_messages).toBe(2);
      // Reading the thread alone marks nothing: the client says what it has shown.
      expect((await thread(j.tripId, j.traveller.token)).read_up_to).toBe(0);
      expect((await travellerTrip(t.app, j.traveller.token, j.tripId)).unread_messages).toBe(2);
      const res = await markRead(j.tripId, j.traveller.token, second.id);
      expect(res.statusCode).toBe(204);
      expect((await travellerTrip(t.app, j.traveller.token, j.tripId)).unread_messages).toBe(0);
      expect((await thread(j.tripId, j.traveller.token)).read_up_to).toBe(second.id);
    });

    it('leaves a message written after the read point unread, never runs ahead of the thread, never moves back', async () => {
      const j = await trip();
      const first = await sent(j.tripId, admin.token, 'One');
      await sent(j.tripId, admin.token, 'Two');
      expect((await markRead(j.tripId, j.traveller.token, first.id)).statusCode).toBe(204);
      expect((await travellerTrip(t.app, j.traveller.token, j.tripId)).unread_messages).toBe(1);
      // A marker far ahead is clamped to the last message: the next one is still new.
      const last = await sent(j.tripId, admin.token, 'Three');
      expect((await markRead(j.tripId, j.traveller.token, last.id + 1_000_000)).statusCode).toBe(204);
      expect((await thread(j.tripId, j.traveller.token)).read_up_to).toBe(last.id);
      await sent(j.tripId, admin.token, 'Four');
      expect((await travellerTrip(t.app, j.traveller.token, j.tripId)).unread_messages).toBe(1);
      // An older marker (another tab) does not bring read messages back.
      expect((await markRead(j.tripId, j.traveller.token, first.id)).statusCode).toBe(204);
      expect((await thread(j.tripId, j.traveller.token)).read_up_to).toBe(last.id);
    });

    it('refuses a read marker that is not a positive message id', async () => {
      const j = await trip();
      for (const payload of [{}, { last_read_id: 0 }, { last_read_id: -3 }, { last_read_id: 'all' }]) {
        const res = await t.app.inject({ method: 'PUT', url: `${url(j.tripId)}/read`, headers: bearer(j.traveller.token), payload });
        expect(res.statusCode).toBe(400);
      }
    });

    it("counts the traveller's messages for the team, read once for every admin, each side apart", async () => {
      const j = await trip();
      const other = await createAdmin(t.app);
      await sent(j.tripId, j.traveller.token, 'One');
      const two = await sent(j.tripId, j.traveller.token, 'Two');
      await sent(j.tripId, admin.token, 'An answer');
      expect((await adminTrip(j.tripId)).unread_messages).toBe(2);
      expect((await travellerTrip(t.app, j.traveller.token, j.tripId)).unread_messages).toBe(1);
      expect((await markRead(j.tripId, other.token, two.id)).statusCode).toBe(204);
      expect((await adminTrip(j.tripId)).unread_messages).toBe(0);
      expect((await adminTrip(j.tripId, other.token)).unread_messages).toBe(0);
      // The team reading leaves the traveller's count alone.
      expect((await travellerTrip(t.app, j.traveller.token, j.tripId)).unread_messages).toBe(1);
    });

    it('lists trips with unread traveller messages first in the admin trips view, each group newest first', async () => {
      const older = await trip();
      const unread = await trip();
      const newer = await trip();
      const read = await trip();
      await sent(older.tripId, older.traveller.token, 'Older question');
      await sent(unread.tripId, unread.traveller.token, 'A question');
      const answered = await sent(read.tripId, read.traveller.token, 'Answered');
      await markRead(read.tripId, admin.token, answered.id);
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/trips', headers: bearer(admin.token) });
      const ids: number[] = res.json().trips.map((x: { id: number }) => x.id);
      const unreadIds: number[] = res.json().trips.filter((x: { unread_messages: number }) => x.unread_messages > 0).map((x: { id: number }) => x.id);
      // Every trip with unread messages comes before every trip without.
      expect(ids.slice(0, unreadIds.length)).toEqual(unreadIds);
      expect(unreadIds.indexOf(unread.tripId)).toBeLessThan(unreadIds.indexOf(older.tripId));
      expect(ids.indexOf(older.tripId)).toBeLessThan(ids.indexOf(newer.tripId));
      expect(ids.indexOf(read.tripId)).toBeLessThan(ids.indexOf(newer.tripId));
      expect(res.json().trips.find((x: { id: number }) => x.id === read.tripId).unread_messages).toBe(0);
    });
  });

  describe('e-mail to the other side', () => {
    const adminEmails = async () => (await t.db.select({ email: users.email }).from(users).where(eq(users.userType, 'admin'))).map((u) => u.email).sort();

    it('mails every admin when the traveller writes: a link to the trip, not the message', async () => {
      const j = await trip();
      await sent(j.tripId, j.traveller.token, 'Secret question about my passport number 1234');
      const mails = await mailsAbout(j.tripId);
      expect(mails.map((m) => m.to).sort()).toEqual(await adminEmails());
      for (const m of mails) {
        expect(m.subject).toBe(`New message from ${j.traveller.user.name} about trip #${j.tripId}`);
        expect(m.body).toContain(`/admin/trip/${j.tripId}`);
        expect(m.body).not.toContain('passport');
      }
    });

    it("greets each admin by name, exactly as the mail module writes it, whatever the names hold", async () => {
      const odd = await createAdmin(t.app, { name: `O'Brien $& \\ "Ops" {a,b}` });
      const j = await trip();
      await sent(j.tripId, j.traveller.token, 'Hello');
      const [mail] = (await mailsAbout(j.tripId)).filter((m) => m.to === odd.email);
      const expected = tripMessageEmails.toTeam({ name: odd.user.name, email: odd.email }, { tripId: j.tripId, travellerName: j.traveller.user.name }, t.app.config.publicUrl);
      expect(mail).toMatchObject({ subject: expected.subject, body: expected.body });
      await t.db.delete(users).where(eq(users.id, odd.user.id));
    });

    it('mails the traveller when the team writes, without the text (it could name the destination)', async () => {
      const j = await trip('paid');
      await sent(j.tripId, admin.token, 'Pack for Zanzibar!');
      const mails = await t.db.select().from(outboxEmails).where(and(eq(outboxEmails.to, j.traveller.email), like(outboxEmails.subject, 'New message%')));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(`New message about your mystery trip #${j.tripId}`);
      expect(mails[0]!.body).toContain('Sara Admin');
      expect(mails[0]!.body).toContain(`/dashboard/traveller?messages=${j.tripId}`);
      expect(mails[0]!.body).not.toContain('Zanzibar');
    });

    it('sends at most one e-mail per thread and side every 15 minutes', async () => {
      const j = await trip();
      const travellerMails = async () => (await mailsAbout(j.tripId)).filter((m) => m.to === j.traveller.email).length;
      const teamMails = async () => (await mailsAbout(j.tripId)).filter((m) => m.to === admin.email).length;
      await sent(j.tripId, admin.token, 'One');
      await sent(j.tripId, admin.token, 'Two');
      expect(await travellerMails()).toBe(1);
      // The other side has a clock of its own.
      await sent(j.tripId, j.traveller.token, 'Reply');
      expect(await teamMails()).toBe(1);
      await lastMailedAgo(j.tripId, 'traveller', TRIP_MESSAGE_EMAIL_INTERVAL_MS - 60_000);
      await sent(j.tripId, admin.token, 'Three');
      expect(await travellerMails()).toBe(1);
      await lastMailedAgo(j.tripId, 'traveller', TRIP_MESSAGE_EMAIL_INTERVAL_MS + 1_000);
      await sent(j.tripId, admin.token, 'Four');
      expect(await travellerMails()).toBe(2);
      await sent(j.tripId, admin.token, 'Five');
      expect(await travellerMails()).toBe(2);
      expect(await teamMails()).toBe(1);
    });

    it('sends one e-mail for two messages written at the same moment', async () => {
      const j = await trip();
      // The thread's row exists already (the team wrote first): only its lock keeps the two apart.
      await sent(j.tripId, admin.token, 'Welcome aboard!');
      const results = await Promise.all([send(j.tripId, j.traveller.token, 'Quick one'), send(j.tripId, j.traveller.token, 'Quick two')]);
      expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
      expect((await mailsAbout(j.tripId)).filter((m) => m.to === admin.email)).toHaveLength(1);
    });

    it('sends one e-mail for two first messages of a thread written at the same moment', async () => {
      const j = await trip();
      // No thread row yet: both statements insert it, and the second's conflict waits for the first's.
      const results = await Promise.all([send(j.tripId, j.traveller.token, 'First one'), send(j.tripId, j.traveller.token, 'First two')]);
      expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
      expect((await mailsAbout(j.tripId)).filter((m) => m.to === admin.email)).toHaveLength(1);
      expect((await thread(j.tripId, j.traveller.token)).messages.map((m) => m.body).sort()).toEqual(['First one', 'First two']);
    });
  });

  describe('flood protection', () => {
    it('answers 429 with a clear message past the per-user limit, and only for that user', async () => {
      const limited = await buildTestApp({ rateLimits: { tripMessagesPerUser: 2 } });
      try {
        const j = await journey(limited.app, 'proposed');
        const post = (token: string, body: string) => limited.app.inject({ method: 'POST', url: url(j.tripId), headers: bearer(token), payload: { body } });
        expect((await post(j.traveller.token, 'one')).statusCode).toBe(201);
        expect((await post(j.traveller.token, 'two')).statusCode).toBe(201);
        const res = await post(j.traveller.token, 'three');
        expect(res.statusCode).toBe(429);
        expect(res.json().message).toMatch(/^You are sending messages too quickly\. Please try again in \d+ seconds\.$/);
        expect((await post(j.admin.token, 'the team still answers')).statusCode).toBe(201);
        // Reading is not limited.
        const read = await limited.app.inject({ method: 'GET', url: url(j.tripId), headers: bearer(j.traveller.token) });
        expect(read.json().messages.map((m: TripMessage) => m.body)).toEqual(['one', 'two', 'the team still answers']);
      } finally {
        await limited.close();
      }
    });
  });
});
