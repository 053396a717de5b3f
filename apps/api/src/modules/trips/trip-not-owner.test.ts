import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tripTexts } from '@mt/shared';
import { trips } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createTraveller, type Person } from '../../test/factories';
import { inDays, journey } from './testing/journey';

/**
 * docs/decisions/0034: to a traveller who does not own it, a trip that exists answers exactly like one
 * that does not (404, same body) on every trip route a traveller may call, so ids reveal nothing.
 */
describe("another traveller's trip answers like a missing one", () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every trip-scoped route a traveller can call, each with a body its schema accepts. */
  const routes = (id: number) =>
    [
      ['GET', `/api/trips/${id}/details`],
      ['POST', `/api/trips/${id}/pay`, {}],
      ['PUT', `/api/trips/${id}/traveller-complete`],
      ['POST', `/api/trips/${id}/rebook`, {}],
      ['GET', `/api/trips/${id}/calendar.ics`],
      ['POST', `/api/trips/${id}/change-request`, { message: 'A little warmer, please.' }],
      ['POST', `/api/trips/${id}/decline`, { reason: 'Plans changed.' }],
      ['GET', `/api/trips/${id}/cancellation`],
      ['POST', `/api/trips/${id}/cancel`, {}],
      ['POST', `/api/trips/${id}/postpone`, { departure_date: inDays(200) }],
      ['GET', `/api/trips/${id}/surprise-again`],
      ['GET', `/api/trips/${id}/messages`],
      ['POST', `/api/trips/${id}/messages`, { body: 'Hello?' }],
      ['PUT', `/api/trips/${id}/messages/read`, { last_read_id: 1 }],
      ['GET', `/api/trips/${id}/reviews/check`],
      ['POST', `/api/trips/${id}/reviews`, { overallRating: 5 }],
      ['GET', `/api/trips/${id}/envelope`],
    ] as const;

  const call = (token: string, [method, url, payload]: readonly [string, string, object?]) =>
    t.app.inject({ method: method as 'GET', url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it.each(['proposed', 'paid', 'revealed', 'completed'] as const)('a %s trip: status and body as for a trip that does not exist, and nothing changes', async (stage) => {
    const j = await journey(t.app, stage, { admin });
    const row = async () => (await t.db.select().from(trips).where(eq(trips.id, j.tripId)))[0]!;
    const before = await row();
    const stranger = await createTraveller(t.app);
    const missing = 987_654_321;
    const existing = routes(j.tripId);
    const absent = routes(missing);
    for (const [i, route] of existing.entries()) {
      const mine = await call(stranger.token, route);
      const none = await call(stranger.token, absent[i]!);
      expect({ status: mine.statusCode, body: mine.json() }, `${route[0]} ${route[1]}`).toEqual({ status: none.statusCode, body: none.json() });
      expect(mine.statusCode, `${route[0]} ${route[1]}`).toBe(404);
      expect(mine.json()).toEqual({ message: tripTexts.tripNotFound });
    }
    expect(await row()).toEqual(before);
    // The owner still reaches the trip and its thread, which the stranger did not write to.
    const thread = await call(j.traveller.token, ['GET', `/api/trips/${j.tripId}/messages`]);
    expect(thread.statusCode).toBe(200);
    expect(thread.json().messages).toEqual([]);
  });
});
