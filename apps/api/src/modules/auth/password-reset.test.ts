import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { authTexts, passwordPolicyTexts, passwordResetTexts } from '@mt/shared';
import { accountTokens, outboxEmails } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createTraveller, uniqueEmail } from '../../test/factories';
import { hashResetToken } from './password-reset.service';
import { FORGOT_PASSWORD_MIN_ANSWER_MS, RESET_REQUESTS_PER_ACCOUNT } from './password-reset.routes';

describe('password reset by e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (token: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  /** The token in the newest reset mail to this address, read from the outbox as an admin would. */
  const mailedToken = async (email: string) => {
    const [mail] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email)).orderBy(desc(outboxEmails.id)).limit(1);
    expect(mail?.subject).toBe(passwordResetTexts.emailSubject);
    const link = mail!.body.match(/(\S+\/reset-password\?token=(\S+))/);
    expect(link?.[1]?.startsWith(`${t.config.publicUrl.replace(/\/$/, '')}/reset-password?token=`)).toBe(true);
    return decodeURIComponent(link![2]!);
  };
  const mailsTo = async (email: string) => (await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email))).length;
  const expectInvalid = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: passwordResetTexts.tokenInvalid, errors: { token: [passwordResetTexts.tokenInvalid] } });
  };

  it('answers the same 200 message for a known and an unknown address, and mails only the known one', async () => {
    const person = await createTraveller(t.app);
    const unknown = uniqueEmail('nobody');
    const known = await forgot(person.email.toUpperCase());
    const missing = await forgot(unknown);
    expect(known.statusCode).toBe(200);
    expect(missing.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: passwordResetTexts.forgotSent });
    expect(missing.json()).toEqual(known.json());
    expect(await mailsTo(person.email)).toBe(1);
    expect(await mailsTo(unknown)).toBe(0);
  });

  it(`takes at least ${FORGOT_PASSWORD_MIN_ANSWER_MS} ms for a known and an unknown address alike`, async () => {
    const person = await createTraveller(t.app);
    for (const email of [person.email, uniqueEmail('nobody')]) {
      const started = performance.now();
      expect((await forgot(email)).statusCode).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_ANSWER_MS - 5);
    }
  });

  it('stores only the SHA-256 of a 32-byte token, valid for one hour', async () => {
    const person = await createTraveller(t.app);
    const before = Date.now();
    await forgot(person.email);
    const token = await mailedToken(person.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, person.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashResetToken(token));
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.purpose).toBe('password_reset');
    const ttl = rows[0]!.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(61 * 60_000);
  });

  it('resets the password once: every session ends, the new password signs in, the link cannot be used again', async () => {
    const person = await createTraveller(t.app);
    await forgot(person.email);
    const token = await mailedToken(person.email);
    const res = await reset(token, 'my brand new secret');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: passwordResetTexts.resetDone });
    const old = await t.app.inject({ method: 'PUT', url: '/api/users/me/profile', headers: bearer(person.token), payload: { name: 'X' } });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ message: authTexts.tokenInvalid });
    expect((await login(person.email, person.password)).statusCode).toBe(401);
    expect((await login(person.email, 'my brand new secret')).statusCode).toBe(200);
    expectInvalid(await reset(token, 'another new secret'));
    expect((await login(person.email, 'my brand new secret')).statusCode).toBe(200);
  });

  it('refuses an unknown, an expired and a superseded token with 400', async () => {
    const person = await createTraveller(t.app);
    expectInvalid(await reset('not-a-real-token-at-all', 'my brand new secret'));
    await forgot(person.email);
    const first = await mailedToken(person.email);
    await forgot(person.email);
    const second = await mailedToken(person.email);
    expect(second).not.toBe(first);
    expectInvalid(await reset(first, 'my brand new secret'));
    await t.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(accountTokens.userId, person.user.id), eq(accountTokens.tokenHash, hashResetToken(second))));
    expectInvalid(await reset(second, 'my brand new secret'));
    expect((await login(person.email, person.password)).statusCode).toBe(200);
  });

  it('applies the password policy, and a refused password leaves the link usable', async () => {
    const person = await createTraveller(t.app);
    await forgot(person.email);
    const token = await mailedToken(person.email);
    const common = await reset(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ message: passwordPolicyTexts.common, errors: { password: [passwordPolicyTexts.common] } });
    const personal = await reset(token, person.email);
    expect(personal.json().message).toBe(passwordPolicyTexts.isEmail);
    expect((await reset(token, 'short')).statusCode).toBe(400);
    expect((await reset(token, 'a good new secret')).statusCode).toBe(200);
  });

  it(`answers 429 after ${RESET_REQUESTS_PER_ACCOUNT} requests for one address, known or not, and mails no more`, async () => {
    const person = await createTraveller(t.app);
    const unknown = uniqueEmail('ghost');
    for (const email of [person.email, unknown]) {
      for (let i = 0; i < RESET_REQUESTS_PER_ACCOUNT; i++) expect((await forgot(email)).statusCode).toBe(200);
      const res = await forgot(email);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: passwordResetTexts.tooManyRequests });
    }
    expect(await mailsTo(person.email)).toBe(RESET_REQUESTS_PER_ACCOUNT);
  });

  it('answers 400 for a body that is not an e-mail or a token', async () => {
    expect((await forgot('not-an-email')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { password: 'a good new secret' } })).statusCode).toBe(400);
  });
});

describe('password reset: per-IP limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimits: { registerPerIp: 2 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 once one IP asked too often, on both routes', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: uniqueEmail('ip') } })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: uniqueEmail('ip') } })).statusCode).toBe(429);
    for (let i = 0; i < 2; i++) {
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: 'x', password: 'a good new secret' } })).statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: 'x', password: 'a good new secret' } })).statusCode).toBe(429);
  });
});
