import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactTexts } from '@mt/shared';
import { contactMessages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import type { SiteverifySettings } from '../../config';
import { createSiteverifyBotCheck, type FetchLike } from './bot-check/siteverify-bot-check';
import { contactInput } from './testing/solve-altcha';

const settings = (provider: 'recaptcha' | 'turnstile', verifyUrl = 'https://verify.example/siteverify'): SiteverifySettings => ({
  provider,
  siteKey: `${provider}-site-key`,
  secretKey: `${provider}-secret-key`,
  verifyUrl,
});

const answer = (body: unknown, status = 200): ReturnType<FetchLike> =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: async () => body });

describe('reCAPTCHA / Turnstile siteverify check', () => {
  it('posts the secret, the token and the visitor IP form-encoded to the provider', async () => {
    const calls: { url: string; body: string; type: string | null }[] = [];
    const check = createSiteverifyBotCheck(settings('turnstile'), async (url, init) => {
      calls.push({ url, body: String(init.body), type: new Headers(init.headers).get('content-type') });
      return answer({ success: true });
    });
    const result = await check.verify('token-1', '203.0.113.9');
    expect(result).toMatchObject({ ok: true });
    expect(calls).toEqual([
      {
        url: 'https://verify.example/siteverify',
        body: 'secret=turnstile-secret-key&response=token-1&remoteip=203.0.113.9',
        type: 'application/x-www-form-urlencoded',
      },
    ]);
  });

  it('gives each token its own replay key (a digest, not the token) kept for ten minutes', async () => {
    const now = Date.UTC(2026, 0, 1);
    const check = createSiteverifyBotCheck(settings('recaptcha'), () => answer({ success: true }), () => now);
    const a = await check.verify('token-a', '127.0.0.1');
    const b = await check.verify('token-b', '127.0.0.1');
    if (!a.ok || !b.ok) throw new Error('expected both to verify');
    expect(a.replayKey).toMatch(/^recaptcha:[A-Za-z0-9_-]{43}$/);
    expect(a.replayKey).not.toContain('token-a');
    expect(a.replayKey).not.toBe(b.replayKey);
    expect(a.expiresAt.getTime()).toBe(now + 10 * 60_000);
  });

  it.each([
    ['a refused token', () => answer({ success: false, 'error-codes': ['invalid-input-response'] }), 'invalid'],
    ['a token used before or too old', () => answer({ success: false, 'error-codes': ['timeout-or-duplicate'] }), 'expired'],
    ['a provider error status', () => answer({ error: 'down' }, 502), 'unreachable'],
    ['an answer of the wrong shape', () => answer({ ok: 1 }), 'unreachable'],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed')), 'unreachable'],
  ] as const)('reports %s', async (_label, fetchImpl, failure) => {
    const check = createSiteverifyBotCheck(settings('recaptcha'), fetchImpl as FetchLike);
    expect(await check.verify('t', '127.0.0.1')).toEqual({ ok: false, failure });
  });
});

describe('the contact form with reCAPTCHA keys configured', () => {
  let provider: Server;
  let t: TestApp;
  const seen: URLSearchParams[] = [];

  beforeAll(async () => {
    // A stand-in for Google's siteverify. It accepts 'good-*' tokens every time, so a refused second use
    // shows our own replay store at work, not the provider's.
    provider = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(form);
        const token = form.get('response') ?? '';
        const fresh = token.startsWith('good-') && form.get('secret') === 'recaptcha-secret-key';
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(fresh ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] }));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    t = await buildTestApp({ config: { botCheck: settings('recaptcha', `http://127.0.0.1:${port}/siteverify`) } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => provider.close(resolve));
  });

  const send = (payload: object) => t.app.inject({ method: 'POST', url: '/api/public/contact', payload });
  const stored = (subject: string) => t.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));

  it('tells the browser to load reCAPTCHA with the site key, and hands out no ALTCHA challenges', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/public/contact/bot-check' })).json()).toEqual({
      provider: 'recaptcha',
      siteKey: 'recaptcha-site-key',
    });
    const challenge = await t.app.inject({ method: 'GET', url: '/api/public/contact/challenge' });
    expect(challenge.statusCode).toBe(404);
    expect(challenge.json().message).toBe('This site does not use ALTCHA challenges.');
  });

  it('lets the contact page load reCAPTCHA past its content security policy', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/contact' })).headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.google\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com/);
    const plain = await buildTestApp();
    try {
      const own = String((await plain.app.inject({ method: 'GET', url: '/contact' })).headers['content-security-policy']);
      expect(own).not.toContain('google');
    } finally {
      await plain.close();
    }
  });

  it('stores the message when the provider accepts the token, and refuses it a second time', async () => {
    const token = `good-${randomBytes(4).toString('hex')}`;
    const first = `Subject ${token}`;
    const res = await send(contactInput({ subject: first, recaptchaToken: token }));
    expect(res.statusCode).toBe(201);
    expect(await stored(first)).toHaveLength(1);
    expect(seen.at(-1)?.get('remoteip')).toBe('127.0.0.1');
    const second = `Again ${token}`;
    const replay = await send(contactInput({ subject: second, recaptchaToken: token }));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(contactTexts.botCheckReplayed);
    expect(await stored(second)).toEqual([]);
  });

  it('refuses a token the provider rejects and stores nothing', async () => {
    const s = `Subject ${randomBytes(4).toString('hex')}`;
    const res = await send(contactInput({ subject: s, recaptchaToken: 'forged' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(contactTexts.botCheckInvalid);
    expect(await stored(s)).toEqual([]);
  });

  it('answers 503 with a message when the provider cannot be reached', async () => {
    const down = await buildTestApp({ config: { botCheck: settings('recaptcha', 'http://127.0.0.1:9/siteverify') } });
    try {
      const res = await down.app.inject({ method: 'POST', url: '/api/public/contact', payload: contactInput({ recaptchaToken: 'good-x' }) });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: contactTexts.botCheckUnreachable });
    } finally {
      await down.close();
    }
  });
});
