import type { BotCheckConfig } from '@mt/shared';

/** Why an answer was refused; each has its own message for the visitor. */
export type BotCheckFailure = 'invalid' | 'expired' | 'unreachable';

export type BotCheckResult =
  | {
      ok: true;
      /** Identifies this answer: the same key twice is a replay. */
      replayKey: string;
      /** Until when the answer could be replayed; the key is kept that long. */
      expiresAt: Date;
    }
  | { ok: false; failure: BotCheckFailure };

/**
 * The contact form's bot check (an outside-service pattern, DESIGN.md section 1): ALTCHA's self-hosted
 * proof of work by default, reCAPTCHA or Turnstile when their keys are configured. The browser gets
 * `publicConfig()` to pick its widget; the server checks the answer with `verify()`.
 */
export interface BotCheck {
  publicConfig(): BotCheckConfig;
  verify(token: string, remoteIp: string): Promise<BotCheckResult>;
}
