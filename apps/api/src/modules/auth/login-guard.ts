import { createHmac } from 'node:crypto';
import type { Redis } from 'ioredis';
import { loginGuardTexts } from '@mt/shared';
import { DEFAULT_ALTCHA, type AltchaSettings, type AppConfig, type RateLimits } from '../../config';
import { createMemoryLimiter, createRedisLimiter, type AttemptLimiter } from '../../lib/attempt-limiter';
import { AppError, tooMany } from '../../lib/errors';

/**
 * The proof of work the sign-in asks for: the contact form's ALTCHA check (contact/bot-check), handed
 * in by app.ts, as modules of one layer do not import each other.
 */
export interface ProofOfWork {
  createChallenge(): Promise<{ parameters: object; signature?: string }>;
  verify(token: string, remoteIp: string): Promise<{ ok: true; replayKey: string; expiresAt: Date } | { ok: false; failure: string }>;
}

/**
 * Sign-in protection without lock-out (issue 21, docs/decisions/0032). Failed sign-ins are counted
 * per account and IP pair and per IP: over their limits, only that pair or that IP waits (429). The
 * account's own count never refuses the right password: past its threshold every sign-in to the
 * account must come with an ALTCHA proof of work (428 until it does). Past a ceiling of failures
 * across the site in a minute (password spraying), every sign-in needs the proof.
 */
export interface LoginGuard {
  /** Before the password is checked: 429 for a pair or IP over its limit, 428 for a missing or bad proof. */
  admit(input: { email: string; ip: string; proof?: string }): Promise<void>;
  failed(input: { email: string; ip: string }): Promise<void>;
  succeeded(input: { email: string; ip: string }): Promise<void>;
  /** The challenge the login form's widget solves. */
  challenges: ProofOfWork;
}

/** 428 Precondition Required: the form shows the proof-of-work widget and sends the answer as `proof`. */
export const proofRequired = (message: string) => new AppError(428, message, { proof: [message] });

const GLOBAL_KEY = 'all';

/** The login challenge is always ALTCHA (self-hosted), even where the contact form uses reCAPTCHA or Turnstile. */
export function loginAltchaSettings(config: Pick<AppConfig, 'botCheck' | 'jwtSecret'>): AltchaSettings {
  if (config.botCheck.provider === 'altcha') return config.botCheck;
  return { ...DEFAULT_ALTCHA, hmacSecret: createHmac('sha256', config.jwtSecret).update('altcha-login-challenges').digest('base64url') };
}

export function createLoginGuard(options: { limits: RateLimits; proofOfWork: ProofOfWork; redis: Redis | null }): LoginGuard {
  const { limits, redis } = options;
  const limiter = (windowMs: number, prefix: string): AttemptLimiter =>
    redis ? createRedisLimiter(redis, windowMs, prefix) : createMemoryLimiter(windowMs);
  const window = limits.accountFailureWindowMs;
  const perAccount = limiter(window, 'login-failures');
  const perPair = limiter(window, 'login-failures-pair');
  const perIp = limiter(window, 'login-failures-ip');
  const global = limiter(60_000, 'login-failures-all');
  const challenges = options.proofOfWork;
  // A solved challenge is seen once: its key is kept as long as a challenge can live.
  const usedProofs = limiter(DEFAULT_ALTCHA.expiresInSeconds * 1000, 'login-proofs');
  const account = (email: string) => email.toLowerCase();
  const pair = (email: string, ip: string) => `${account(email)}|${ip}`;

  return {
    challenges,

    async admit({ email, ip, proof }) {
      const [pairCount, ipCount] = await Promise.all([perPair.count(pair(email, ip)), perIp.count(ip)]);
      if (pairCount >= limits.loginFailuresPerPair || ipCount >= limits.loginFailuresPerIp) throw tooMany(loginGuardTexts.tooManyFromHere);
      const [accountCount, globalCount] = await Promise.all([perAccount.count(account(email)), global.count(GLOBAL_KEY)]);
      const busy = globalCount >= limits.globalLoginFailuresPerMinute;
      if (accountCount < limits.accountFailures && !busy) return;
      if (!proof) throw proofRequired(busy ? loginGuardTexts.proofBusy : loginGuardTexts.proofRequired);
      const check = await challenges.verify(proof, ip);
      if (!check.ok) throw proofRequired(check.failure === 'expired' ? loginGuardTexts.proofExpired : loginGuardTexts.proofInvalid);
      // One solved challenge buys one attempt: a replayed answer is refused like a wrong one.
      if ((await usedProofs.hit(check.replayKey)) > 1) throw proofRequired(loginGuardTexts.proofInvalid);
    },

    async failed({ email, ip }) {
      await Promise.all([perAccount.hit(account(email)), perPair.hit(pair(email, ip)), perIp.hit(ip), global.hit(GLOBAL_KEY)]);
    },

    async succeeded({ email, ip }) {
      await Promise.all([perAccount.reset(account(email)), perPair.reset(pair(email, ip))]);
    },
  };
}
