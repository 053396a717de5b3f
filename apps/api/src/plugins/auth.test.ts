import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { authTexts } from '@mt/shared';
import { users } from '../db/schema';
import { TEST_JWT_SECRET, bearer, buildTestApp, type TestApp } from '../test/app';
import { createAdmin, createPartner, createTraveller } from '../test/factories';

/** A token as the app signs it, with claims and expiry of the test's choosing. */
function forge(claims: { sub: string; role: string }, opts: { exp?: number; secret?: string; issuer?: string } = {}) {
  const jwt = new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(opts.issuer ?? 'mystery-trips')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200);
  if (opts.exp !== undefined) jwt.setExpirationTime(opts.exp);
  else jwt.setExpirationTime('1h');
  return jwt.sign(new TextEncoder().encode(opts.secret ?? TEST_JWT_SECRET));
}

describe('bearer tokens and roles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const profile = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: '/api/users/me/profile', headers, payload: { name: 'New Name' } });

  it('answers 401 "Authentication required." without a token', async () => {
    const cases: Record<string, string>[] = [{}, { authorization: 'Bearer' }, { authorization: 'Basic dXNlcjpwYXNz' }];
    for (const headers of cases) {
      const res = await profile(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Authentication required.' });
    }
  });

  it('checks the token before the body: no token and a bad body still answers 401', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/me/profile', payload: { name: '' } });
    expect(res.statusCode).toBe(401);
    const partnerRoute = await t.app.inject({ method: 'PUT', url: '/api/partners/me', headers: bearer((await createTraveller(t.app)).token), payload: {} });
    expect(partnerRoute.statusCode).toBe(403);
  });

  it('forges of the test itself are accepted when valid (the control for the cases below)', async () => {
    const person = await createTraveller(t.app);
    expect((await profile(bearer(await forge({ sub: String(person.user.id), role: 'traveller' })))).statusCode).toBe(200);
  });

  it.each([
    ['garbage', async () => 'not.a.token'],
    ['a token signed with another secret', async () => forge({ sub: '1', role: 'traveller' }, { secret: 'another-secret-of-at-least-32-characters!' })],
    ['an expired token', async () => forge({ sub: '1', role: 'traveller' }, { exp: Math.floor(Date.now() / 1000) - 60 })],
    ['a token from another issuer', async () => forge({ sub: '1', role: 'traveller' }, { issuer: 'someone-else' })],
    ['a token with an unknown role', async () => forge({ sub: '1', role: 'superuser' })],
  ])('answers 401 with tokenInvalid for %s', async (_label, make) => {
    const res = await profile(bearer(await make()));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: authTexts.tokenInvalid });
  });

  it('answers 401 for a real token whose payload was tampered with', async () => {
    const person = await createTraveller(t.app);
    const [header, payload, signature] = person.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(`${header}.${tampered}.${signature}`) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: authTexts.tokenInvalid });
  });

  it('answers 401 for the token of a deleted user', async () => {
    const person = await createTraveller(t.app);
    await t.db.delete(users).where(eq(users.id, person.user.id));
    const res = await profile(bearer(person.token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: authTexts.tokenInvalid });
  });

  it("checks the sessions of requests read in one turn together, each request with its own user (lib/batched-lookup.ts)", async () => {
    const people = [await createTraveller(t.app), await createPartner(t.app), await createAdmin(t.app), await createTraveller(t.app)];
    const gone = await createTraveller(t.app);
    await t.db.delete(users).where(eq(users.id, gone.user.id));
    // Started together, so their session checks are asked for in the same turn of the event loop.
    const [deleted, ...answers] = await Promise.all([gone, ...people].map((person, i) => profile(bearer(person.token)).then((res) => ({ res, i }))));
    expect(deleted!.res.statusCode).toBe(401);
    for (const { res, i } of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(JSON.stringify(res.json())).toContain(people[i - 1]!.user.email);
    }
  });

  it('answers 401 when the role in the token no longer matches the account', async () => {
    const person = await createTraveller(t.app);
    await t.db.update(users).set({ userType: 'admin' }).where(eq(users.id, person.user.id));
    for (const url of ['/api/admin/settings', '/api/partners/me']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(person.token) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: authTexts.tokenInvalid });
    }
    expect((await profile(bearer(person.token))).statusCode).toBe(401);
  });

  it('answers 403 wrongRole for a traveller or an admin on a partner route', async () => {
    for (const person of [await createTraveller(t.app), await createAdmin(t.app)]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/partners/me', headers: bearer(person.token) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: authTexts.wrongRole });
    }
  });

  it('answers 403 wrongRole for a traveller or a partner on admin routes', async () => {
    for (const person of [await createTraveller(t.app), await createPartner(t.app)]) {
      for (const method of ['GET', 'PUT'] as const) {
        const res = await t.app.inject({ method, url: '/api/admin/settings', headers: bearer(person.token), payload: { maintenance_mode: true } });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: authTexts.wrongRole });
      }
    }
  });

  it('lets an admin through to admin routes', async () => {
    const admin = await createAdmin(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(admin.token) })).statusCode).toBe(200);
  });
});
