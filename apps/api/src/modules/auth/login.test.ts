import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { authTexts, fieldTexts, type AuthResponse } from '@mt/shared';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createPartner, createTraveller, travellerInput, uniqueCompany, uniqueEmail } from '../../test/factories';

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (payload: unknown, app = t.app) => app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });

  it.each([
    ['traveller', createTraveller, null],
    ['partner', createPartner, 'company'],
    ['admin', createAdmin, null],
  ] as const)('signs a %s in with the user object and a working token', async (role, create, company) => {
    const person = await create(t.app);
    const res = await login({ email: person.email, password: person.password });
    expect(res.statusCode).toBe(200);
    const body = res.json<AuthResponse>();
    expect(body.message).toBe(authTexts.loginSuccess);
    expect(body.user).toMatchObject({ id: person.user.id, email: person.email, user_type: role, userType: role });
    if (company) expect(body.user.companyName).toBe(person.user.companyName);
    else expect(body.user.companyName).toBeNull();
    const me = await t.app.inject({ method: 'PUT', url: '/api/users/me/profile', headers: bearer(body.token), payload: { name: 'Still Me' } });
    expect(me.json().user.id).toBe(person.user.id);
  });

  it('gives the partner their company name, read from the partner profile', async () => {
    const partner = await createPartner(t.app, { companyName: uniqueCompany('Serengeti Balloon Safaris') });
    const body = (await login({ email: partner.email, password: partner.password })).json<AuthResponse>();
    expect(body.user.companyName).toMatch(/^Serengeti Balloon Safaris /);
  });

  it('tells a returning user from a new one: registering is the first sign-in, the next one returns (issue 22)', async () => {
    const email = uniqueEmail('first-visit');
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: travellerInput({ name: 'First Visit', email, password: 'kudu-savanna-4821' }),
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json<AuthResponse>().user.returning).toBe(false);
    const first = (await login({ email, password: 'kudu-savanna-4821' })).json<AuthResponse>();
    expect(first.user.returning).toBe(true);
    const result = await t.db.execute(sql`select last_sign_in_at as last, previous_sign_in_at as previous from users where id = ${first.user.id}`);
    const row = (result as unknown as { rows: { last: string | Date; previous: string | Date }[] }).rows[0]!;
    expect(new Date(row.last).getTime()).toBeGreaterThan(new Date(row.previous).getTime());
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const person = await createTraveller(t.app);
    const res = await login({ email: `  ${person.email.toUpperCase()}  `, password: person.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(person.user.id);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const person = await createTraveller(t.app);
    const wrong = await login({ email: person.email, password: person.password + 'x' });
    const unknown = await login({ email: uniqueEmail('nobody'), password: person.password });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: authTexts.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('resets the failure count after a successful sign-in', async () => {
    const person = await createTraveller(t.app);
    const max = t.config.rateLimits.accountFailures;
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < max - 1; i++) await login({ email: person.email, password: 'wrong password' });
      expect((await login({ email: person.email, password: person.password })).statusCode).toBe(200);
    }
  });

  it('limits sign-in attempts per IP address with a 429 and a message', async () => {
    const limited = await buildTestApp({ rateLimits: { loginPerIp: 3 } });
    try {
      const person = await createTraveller(limited.app);
      for (let i = 0; i < 3; i++) {
        expect((await login({ email: person.email, password: person.password }, limited.app)).statusCode).toBe(200);
      }
      const res = await login({ email: person.email, password: person.password }, limited.app);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
      expect(res.headers['retry-after']).toBeDefined();
      // Another address still gets through.
      const elsewhere = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.9',
        payload: { email: person.email, password: person.password },
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it.each([
    ['no email', { password: 'whatever1' }, 'email', fieldTexts.emailRequired],
    ['a malformed email', { email: 'nope', password: 'whatever1' }, 'email', fieldTexts.emailInvalid],
    ['no password', { email: 'a@example.com' }, 'password', fieldTexts.passwordRequired],
    ['an empty password', { email: 'a@example.com', password: '' }, 'password', fieldTexts.passwordRequired],
  ])('answers 400 for %s', async (_label, payload, field, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { [field]: [message] } });
  });

  it('does not count a malformed request as a failed sign-in', async () => {
    const person = await createTraveller(t.app);
    for (let i = 0; i < t.config.rateLimits.accountFailures + 1; i++) await login({ email: person.email, password: '' });
    expect((await login({ email: person.email, password: person.password })).statusCode).toBe(200);
  });
});
