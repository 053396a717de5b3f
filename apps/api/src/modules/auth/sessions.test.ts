import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authTexts, passwordChangedResponseSchema, sessionTexts, userTexts } from '@mt/shared';
import { users } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createPartner, createTraveller } from '../../test/factories';

/** Sessions that end (issue 21): a raised token version refuses every token signed before it. */
describe('sessions that end', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const profile = (token: string) => t.app.inject({ method: 'PUT', url: '/api/users/me/profile', headers: bearer(token), payload: { name: 'Still Me' } });
  const login = async (email: string, password: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect(res.statusCode).toBe(200);
    return res.json<{ token: string }>().token;
  };
  const expectEnded = async (token: string) => {
    const res = await profile(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: authTexts.tokenInvalid });
  };

  it.each([
    ['/api/auth/logout', sessionTexts.loggedOut],
    ['/api/auth/logout-everywhere', sessionTexts.loggedOutEverywhere],
  ])('%s ends this session and every other one of the user, and no one else’s', async (url, message) => {
    const person = await createTraveller(t.app);
    const otherDevice = await login(person.email, person.password);
    const someoneElse = await createTraveller(t.app);
    const res = await t.app.inject({ method: 'POST', url, headers: bearer(person.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message });
    await expectEnded(person.token);
    await expectEnded(otherDevice);
    expect((await profile(someoneElse.token)).statusCode).toBe(200);
    // Signing in again gives a working session.
    expect((await profile(await login(person.email, person.password))).statusCode).toBe(200);
  });

  it('answers 401 to a logout without a valid token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
    const person = await createTraveller(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(person.token) });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout-everywhere', headers: bearer(person.token) })).statusCode).toBe(401);
  });

  it('a password change ends the other sessions and answers a fresh token for this one', async () => {
    const partner = await createPartner(t.app);
    const otherDevice = await login(partner.email, partner.password);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers: bearer(partner.token),
      payload: { currentPassword: partner.password, newPassword: 'a new partner secret' },
    });
    expect(res.statusCode).toBe(200);
    const body = passwordChangedResponseSchema.strict().parse(res.json());
    expect(body.message).toBe(userTexts.passwordChanged);
    await expectEnded(partner.token);
    await expectEnded(otherDevice);
    expect((await t.app.inject({ method: 'GET', url: '/api/partners/me', headers: bearer(body.token) })).statusCode).toBe(200);
  });

  it('refuses a token whose version is behind the account’s (raised elsewhere, e.g. by an operator)', async () => {
    const person = await createTraveller(t.app);
    const [row] = await t.db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, person.user.id));
    await t.db.update(users).set({ tokenVersion: row!.v + 1 }).where(eq(users.id, person.user.id));
    await expectEnded(person.token);
  });

  it('a removed account’s token is refused at once (plugins/auth.test.ts covers the deleted row as well)', async () => {
    const person = await createTraveller(t.app);
    await t.db.delete(users).where(eq(users.id, person.user.id));
    await expectEnded(person.token);
  });
});
