import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Challenge } from 'altcha-lib';
import { botCheckConfigSchema, contactTexts, fieldTexts } from '@mt/shared';
import { contactMessages, usedBotChecks } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import type { AltchaSettings } from '../../config';
import { createAltchaBotCheck } from './bot-check/altcha-bot-check';
import { contactInput, solveAltchaChallenge, solvedAltchaToken } from './testing/solve-altcha';

describe('POST /api/public/contact with the ALTCHA bot check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (payload: object) => t.app.inject({ method: 'POST', url: '/api/public/contact', payload });
  /** Messages of this test only: each test sends its own subject. */
  const stored = async (subject: string) => t.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));
  const subject = () => `Subject ${randomBytes(4).toString('hex')}`;

  it('tells the browser to show ALTCHA and where its challenges come from', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/contact/bot-check' });
    expect(res.statusCode).toBe(200);
    expect(botCheckConfigSchema.parse(res.json())).toEqual({ provider: 'altcha', challengeUrl: '/api/public/contact/challenge' });
  });

  it('hands out signed single-use challenges that are never cached and expire in 10 minutes', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/public/contact/challenge' });
    const b = await t.app.inject({ method: 'GET', url: '/api/public/contact/challenge' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['cache-control']).toBe('no-store');
    const ca = a.json<Challenge>();
    expect(ca.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(typeof ca.signature).toBe('string');
    expect(ca.parameters.nonce).not.toBe(b.json<Challenge>().parameters.nonce);
    const minutes = (ca.parameters.expiresAt! * 1000 - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it('stores a message with a solved challenge and answers 201 with the thank-you message', async () => {
    const s = subject();
    const res = await send(contactInput({ subject: s, email: '  Fatima@Example.COM ', recaptchaToken: await solvedAltchaToken(t.app) }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: contactTexts.sent });
    const [row] = await stored(s);
    expect(row).toMatchObject({ name: 'Fatima Diallo', email: 'fatima@example.com', message: 'Can you plan for eight friends?', status: 'new' });
  });

  it.each([
    ['no token', {}, contactTexts.botCheckRequired],
    ['an empty token', { recaptchaToken: '   ' }, contactTexts.botCheckRequired],
    ['a token that is not base64 JSON', { recaptchaToken: 'not-a-token' }, contactTexts.botCheckInvalid],
    ['a JSON token of the wrong shape', { recaptchaToken: Buffer.from('{"a":1}').toString('base64') }, contactTexts.botCheckInvalid],
    ['a huge token', { recaptchaToken: 'x'.repeat(30_000) }, contactTexts.botCheckInvalid],
  ])('refuses %s with a message on recaptchaToken and stores nothing', async (_label, extra, message) => {
    const s = subject();
    const res = await send(contactInput({ subject: s, ...extra }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors.recaptchaToken).toEqual([message]);
    expect(await stored(s)).toEqual([]);
  });

  it('refuses a wrong derived key, a forged challenge and a tampered expiry, and stores nothing', async () => {
    const challenge = (await t.app.inject({ method: 'GET', url: '/api/public/contact/challenge' })).json<Challenge>();
    const good = JSON.parse(Buffer.from(await solveAltchaChallenge(challenge), 'base64').toString());
    const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');
    const key: string = good.solution.derivedKey;
    const wrongKey = { ...good, solution: { ...good.solution, derivedKey: key.slice(0, -1) + (key.endsWith('0') ? '1' : '0') } };
    const longerLife = { ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, expiresAt: good.challenge.parameters.expiresAt + 86_400 } } };
    const settings = t.config.botCheck as AltchaSettings;
    const foreign = createAltchaBotCheck({ ...settings, hmacSecret: 'another-site-secret-0123456789abcdef' });
    const forged = await solveAltchaChallenge(await foreign.createChallenge());
    for (const token of [encode(wrongKey), encode(longerLife), forged]) {
      const s = subject();
      const res = await send(contactInput({ subject: s, recaptchaToken: token }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(contactTexts.botCheckInvalid);
      expect(await stored(s)).toEqual([]);
    }
  });

  it('refuses an expired challenge with its own message', async () => {
    const settings = t.config.botCheck as AltchaSettings;
    // Issued 20 minutes ago with the site's secret: it expired 10 minutes ago.
    const past = createAltchaBotCheck(settings, () => Date.now() - 20 * 60_000);
    const s = subject();
    const res = await send(contactInput({ subject: s, recaptchaToken: await solveAltchaChallenge(await past.createChallenge()) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(contactTexts.botCheckExpired);
    expect(await stored(s)).toEqual([]);
  });

  it('accepts a solved challenge once: a replay is refused and stores nothing', async () => {
    const token = await solvedAltchaToken(t.app);
    const first = subject();
    expect((await send(contactInput({ subject: first, recaptchaToken: token }))).statusCode).toBe(201);
    const second = subject();
    const replay = await send(contactInput({ subject: second, recaptchaToken: token }));
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: contactTexts.botCheckReplayed, errors: { recaptchaToken: [contactTexts.botCheckReplayed] } });
    expect(await stored(second)).toEqual([]);
  });

  it('stores exactly one message when one answer is sent eight times at once', async () => {
    const token = await solvedAltchaToken(t.app);
    const s = subject();
    const replies = await Promise.all(Array.from({ length: 8 }, () => send(contactInput({ subject: s, recaptchaToken: token }))));
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 400).map((r) => r.json().message)).toEqual(Array(7).fill(contactTexts.botCheckReplayed));
    expect(await stored(s)).toHaveLength(1);
  });

  it('does not use up the answer when the message itself is invalid', async () => {
    const token = await solvedAltchaToken(t.app);
    const s = subject();
    expect((await send(contactInput({ subject: s, email: 'nope', recaptchaToken: token }))).statusCode).toBe(400);
    expect((await send(contactInput({ subject: s, recaptchaToken: token }))).statusCode).toBe(201);
  });

  it.each([
    ['name', { name: '  ' }, contactTexts.nameRequired],
    ['email', { email: 'not-an-email' }, fieldTexts.emailInvalid],
    ['email', { email: '' }, fieldTexts.emailRequired],
    ['subject', { subject: '' }, contactTexts.subjectRequired],
    ['message', { message: '\n\t' }, contactTexts.messageRequired],
    ['message', { message: 'x'.repeat(5001) }, 'Must be at most 5000 characters.'],
    ['name', { name: 42 }, contactTexts.nameRequired],
  ])('answers 400 with a message on %s for bad input, before any bot check', async (field, extra, message) => {
    const s = subject();
    const res = await send(contactInput({ subject: s, recaptchaToken: 'unused', ...extra }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await stored(s)).toEqual([]);
  });

  it('forgets used answers once they have expired', async () => {
    await t.db.insert(usedBotChecks).values({ key: 'altcha:long-gone', expiresAt: new Date(Date.now() - 60_000) });
    expect((await send(contactInput({ subject: subject(), recaptchaToken: await solvedAltchaToken(t.app) }))).statusCode).toBe(201);
    const left = await t.db.select().from(usedBotChecks).where(sql`${usedBotChecks.key} = 'altcha:long-gone'`);
    expect(left).toEqual([]);
  });
});

describe('contact rate limits', () => {
  it('answers 429 with a message after the per-IP number of messages, and limits challenges', async () => {
    const limited = await buildTestApp({ rateLimits: { contactPerIp: 2, challengePerIp: 3 } });
    try {
      const send = async () =>
        limited.app.inject({ method: 'POST', url: '/api/public/contact', payload: contactInput({ recaptchaToken: await solvedAltchaToken(limited.app) }) });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      // The two solved challenges used two of the three challenge requests.
      const third = await limited.app.inject({ method: 'POST', url: '/api/public/contact', payload: contactInput({ recaptchaToken: 'x' }) });
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
      expect((await limited.app.inject({ method: 'GET', url: '/api/public/contact/challenge' })).statusCode).toBe(200);
      expect((await limited.app.inject({ method: 'GET', url: '/api/public/contact/challenge' })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
