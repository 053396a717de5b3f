import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { authTexts } from '@mt/shared';
import { users } from '../db/schema';
import { bearer, buildTestApp, type TestApp } from '../test/app';
import { createPartner, createTraveller } from '../test/factories';
import { signedInUser } from './auth';

/**
 * Routes that read beside the session check (`readsBesideSessionCheck`, decision 0062): their handler starts
 * before the check has answered, and answers only once it has passed. Two routes of the test's own, each
 * reading "something private" the way the envelope and a trip's messages do.
 */
describe('reading beside the session check', () => {
  let t: TestApp;
  const handled: { checkedAtStart: boolean }[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.register(async (scope) => {
      scope.addHook('onRequest', scope.requireRole('traveller', 'admin'));
      scope.get('/api/test/beside', { config: { readsBesideSessionCheck: true } }, async (request) => {
        handled.push({ checkedAtStart: request.authUser !== null });
        const read = t.db.execute(sql`select 'something private' as secret`);
        const user = await signedInUser(request);
        const { rows } = (await read) as unknown as { rows: { secret: string }[] };
        const [row] = rows;
        return { id: user.id, secret: row!.secret };
      });
      // A handler that forgot to await the check.
      scope.get('/api/test/beside-unawaited', { config: { readsBesideSessionCheck: true } }, async () => ({ secret: 'something private' }));
      // The same route without the flag: the check has passed before the handler starts.
      scope.get('/api/test/after', async (request) => {
        handled.push({ checkedAtStart: request.authUser !== null });
        return { id: (await signedInUser(request)).id };
      });
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('starts the handler before the check has answered, and answers the signed-in user once it has', async () => {
    const traveller = await createTraveller(t.app);
    handled.length = 0;
    const res = await get('/api/test/beside', traveller.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: traveller.user.id, secret: 'something private' });
    const after = await get('/api/test/after', traveller.token);
    expect(after.json()).toEqual({ id: traveller.user.id });
    expect(handled).toEqual([{ checkedAtStart: false }, { checkedAtStart: true }]);
  });

  it('answers 401 and nothing read when the session no longer stands: logged out everywhere, or a deleted user', async () => {
    const loggedOut = await createTraveller(t.app);
    await t.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, loggedOut.user.id));
    const deleted = await createTraveller(t.app);
    await t.db.delete(users).where(eq(users.id, deleted.user.id));
    handled.length = 0;
    for (const person of [loggedOut, deleted]) {
      const res = await get('/api/test/beside', person.token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: authTexts.tokenInvalid });
      expect(res.body).not.toContain('private');
    }
    // The handlers did start: their reads went nowhere.
    expect(handled).toHaveLength(2);
  });

  it('answers 401 without a token before the handler, and 403 to another role without reading (401 once its session is gone)', async () => {
    const partner = await createPartner(t.app);
    handled.length = 0;
    expect((await get('/api/test/beside')).statusCode).toBe(401);
    const res = await get('/api/test/beside', partner.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: authTexts.wrongRole });
    await t.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, partner.user.id));
    expect((await get('/api/test/beside', partner.token)).statusCode).toBe(401);
    expect(handled).toEqual([]);
  });

  it('answers 500, never what it read, when a handler answers before the check has passed', async () => {
    const traveller = await createTraveller(t.app);
    const res = await get('/api/test/beside-unawaited', traveller.token);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('private');
  });
});
