import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALTCHA, SITEVERIFY_URLS, loadConfig } from '../../../config';
import { createAltchaBotCheck } from './altcha-bot-check';
import { solveAltchaChallenge } from '../testing/solve-altcha';

const dataDir = mkdtempSync(path.join(tmpdir(), 'mt-botcheck-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'j'.repeat(40), LOG_LEVEL: 'silent', ...env });

describe('bot-check configuration', () => {
  it('uses ALTCHA without keys, with a secret derived from JWT_SECRET so every instance agrees', () => {
    const a = load({}).botCheck;
    expect(a).toMatchObject({ ...DEFAULT_ALTCHA, provider: 'altcha' });
    if (a.provider !== 'altcha') throw new Error('expected altcha');
    expect(a.hmacSecret).not.toBe('j'.repeat(40));
    expect(load({}).botCheck).toEqual(a);
    const other = load({ JWT_SECRET: 'k'.repeat(40) }).botCheck;
    expect(other.provider === 'altcha' && other.hmacSecret).not.toBe(a.hmacSecret);
    expect(load({ ALTCHA_HMAC_SECRET: 's'.repeat(32) }).botCheck).toMatchObject({ hmacSecret: 's'.repeat(32) });
  });

  it.each(['recaptcha', 'turnstile'] as const)('uses %s when both of its keys are set', (provider) => {
    const name = provider.toUpperCase();
    expect(load({ [`${name}_SITE_KEY`]: 'site', [`${name}_SECRET_KEY`]: 'secret' }).botCheck).toEqual({
      provider,
      siteKey: 'site',
      secretKey: 'secret',
      verifyUrl: SITEVERIFY_URLS[provider],
    });
  });

  it('refuses half a key pair, or two providers at once', () => {
    expect(() => load({ RECAPTCHA_SITE_KEY: 'site' })).toThrow('RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY must be set together');
    expect(() => load({ TURNSTILE_SECRET_KEY: 'secret' })).toThrow('TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY must be set together');
    expect(() =>
      load({ RECAPTCHA_SITE_KEY: 'a', RECAPTCHA_SECRET_KEY: 'b', TURNSTILE_SITE_KEY: 'c', TURNSTILE_SECRET_KEY: 'd' }),
    ).toThrow('Configure either reCAPTCHA or Turnstile keys, not both');
  });
});

describe('ALTCHA check', () => {
  const settings = { ...DEFAULT_ALTCHA, cost: 10, counterMin: 10, counterMax: 40, hmacSecret: 'h'.repeat(40) };

  it('accepts a solved challenge until it expires, keyed by its nonce', async () => {
    const start = Math.floor(Date.now() / 1000) * 1000;
    let now = start;
    const check = createAltchaBotCheck(settings, () => now);
    const challenge = await check.createChallenge();
    expect(challenge.parameters.expiresAt).toBe(now / 1000 + 600);
    const token = await solveAltchaChallenge(challenge);
    // The library also checks expiry against the real clock, which stays inside the 10 minutes here.
    now = start + 9 * 60_000;
    expect(await check.verify(token, '127.0.0.1')).toEqual({
      ok: true,
      replayKey: `altcha:${challenge.parameters.nonce}`,
      expiresAt: new Date(start + 10 * 60_000),
    });
    now = start + 10 * 60_000;
    expect(await check.verify(token, '127.0.0.1')).toEqual({ ok: false, failure: 'expired' });
  });

  it('draws a different secret counter for each challenge, within the configured range', async () => {
    const check = createAltchaBotCheck(settings);
    const counters = new Set<number>();
    for (let i = 0; i < 6; i++) {
      const challenge = await check.createChallenge();
      const { solution } = JSON.parse(Buffer.from(await solveAltchaChallenge(challenge), 'base64').toString());
      expect(solution.counter).toBeGreaterThanOrEqual(0);
      expect(solution.counter).toBeLessThanOrEqual(settings.counterMax);
      counters.add(solution.counter);
    }
    expect(counters.size).toBeGreaterThan(1);
  });
});
