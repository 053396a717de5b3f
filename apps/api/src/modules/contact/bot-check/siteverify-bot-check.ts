import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { SiteverifySettings } from '../../../config';
import type { BotCheck, BotCheckResult } from './bot-check';

/** Both providers answer the same siteverify protocol (form-encoded secret, response, remoteip). */
const siteverifyAnswerSchema = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).optional(),
});

/** reCAPTCHA tokens live 2 minutes, Turnstile's 5: a replay key is kept a little longer than either. */
const REPLAY_WINDOW_MS = 10 * 60_000;
const VERIFY_TIMEOUT_MS = 10_000;

export type FetchLike = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

/** reCAPTCHA (v2 checkbox) or Cloudflare Turnstile: the provider checks the token, we only ask. */
export function createSiteverifyBotCheck(settings: SiteverifySettings, fetchImpl: FetchLike = fetch, now: () => number = Date.now): BotCheck {
  return {
    publicConfig: () => ({ provider: settings.provider, siteKey: settings.siteKey }),

    async verify(token, remoteIp): Promise<BotCheckResult> {
      const body = new URLSearchParams({ secret: settings.secretKey, response: token, remoteip: remoteIp });
      let answer: z.infer<typeof siteverifyAnswerSchema>;
      try {
        const res = await fetchImpl(settings.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        if (!res.ok) return { ok: false, failure: 'unreachable' };
        const parsed = siteverifyAnswerSchema.safeParse(await res.json());
        if (!parsed.success) return { ok: false, failure: 'unreachable' };
        answer = parsed.data;
      } catch {
        return { ok: false, failure: 'unreachable' };
      }
      if (!answer.success) {
        const codes = answer['error-codes'] ?? [];
        return { ok: false, failure: codes.includes('timeout-or-duplicate') ? 'expired' : 'invalid' };
      }
      // The provider refuses a token it has seen, but only we know it was used for a stored message.
      const digest = createHash('sha256').update(token).digest('base64url');
      return { ok: true, replayKey: `${settings.provider}:${digest}`, expiresAt: new Date(now() + REPLAY_WINDOW_MS) };
    },
  };
}
