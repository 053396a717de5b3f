import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { AltchaSettings } from '../../../config';
import type { BotCheck, BotCheckResult } from './bot-check';

export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
export const ALTCHA_CHALLENGE_PATH = '/api/public/contact/challenge';

/** The widget's payload: base64 of `{ challenge, solution }`. Shape-checked before any crypto runs. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.string().max(32),
        nonce: z.string().min(1).max(128),
        salt: z.string().max(256),
        cost: z.number().int().positive().max(1_000_000),
        keyLength: z.number().int().positive().max(64),
        keyPrefix: z.string().max(128),
        keySignature: z.string().max(256).optional(),
        expiresAt: z.number().int().positive(),
        data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
      })
      .loose(),
    signature: z.string().min(1).max(256),
  }),
  solution: z.object({ counter: z.number().int().min(0).max(2 ** 32 - 1), derivedKey: z.string().max(256), time: z.number().optional() }),
});

function decodePayload(token: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface AltchaBotCheck extends BotCheck {
  /** A fresh signed challenge for the widget. */
  createChallenge(): Promise<Challenge>;
}

/**
 * Deterministic mode: the server draws the counter and signs the derived key, so verifying is one HMAC
 * instead of redoing the work. The nonce is covered by the signature and identifies the challenge for
 * replay protection.
 */
export function createAltchaBotCheck(settings: AltchaSettings, now: () => number = Date.now): AltchaBotCheck {
  // A second secret for the derived-key signatures, kept apart from the challenge signatures.
  const keySecret = createHmac('sha256', settings.hmacSecret).update('altcha-key-signatures').digest('hex');
  return {
    publicConfig: () => ({ provider: 'altcha', challengeUrl: ALTCHA_CHALLENGE_PATH }),

    async createChallenge() {
      return createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: settings.cost,
        counter: randomInt(settings.counterMax, settings.counterMin),
        deriveKey,
        expiresAt: Math.floor(now() / 1000) + settings.expiresInSeconds,
        hmacSignatureSecret: settings.hmacSecret,
        hmacKeySignatureSecret: keySecret,
      });
    },

    async verify(token): Promise<BotCheckResult> {
      const payload = decodePayload(token);
      if (!payload) return { ok: false, failure: 'invalid' };
      const { parameters } = payload.challenge;
      // Checked here as well as by the library, against our clock: an expired answer gets its own message.
      if (parameters.expiresAt * 1000 <= now()) return { ok: false, failure: 'expired' };
      try {
        const result = await verifySolution({
          challenge: payload.challenge as Challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: settings.hmacSecret,
          hmacKeySignatureSecret: keySecret,
        });
        if (result.expired) return { ok: false, failure: 'expired' };
        if (!result.verified) return { ok: false, failure: 'invalid' };
      } catch {
        // The library throws on parameters it cannot use (an unknown algorithm, a malformed prefix).
        return { ok: false, failure: 'invalid' };
      }
      return { ok: true, replayKey: `altcha:${parameters.nonce}`, expiresAt: new Date(parameters.expiresAt * 1000) };
    },
  };
}
