import type { BotCheckSettings } from '../../../config';
import { createAltchaBotCheck, type AltchaBotCheck } from './altcha-bot-check';
import type { BotCheck } from './bot-check';
import { createSiteverifyBotCheck, type FetchLike } from './siteverify-bot-check';

export type { BotCheck, BotCheckFailure, BotCheckResult } from './bot-check';
export type { AltchaBotCheck } from './altcha-bot-check';

/** The configured bot check; ALTCHA unless reCAPTCHA or Turnstile keys are set. */
export function createBotCheck(settings: BotCheckSettings, fetchImpl?: FetchLike): BotCheck | AltchaBotCheck {
  return settings.provider === 'altcha' ? createAltchaBotCheck(settings) : createSiteverifyBotCheck(settings, fetchImpl);
}

export const isAltcha = (check: BotCheck): check is AltchaBotCheck => 'createChallenge' in check;
