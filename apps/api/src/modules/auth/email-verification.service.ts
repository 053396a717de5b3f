import { createHash, randomBytes } from 'node:crypto';
import {
  EMAIL_VERIFICATION_TTL_HOURS,
  emailVerificationTexts,
  type ResendVerificationResponse,
  type VerifyEmailResponse,
} from '@mt/shared';
import type { Db } from '../../db/client';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { badRequest, tooMany, unauthorized } from '../../lib/errors';
import { queueMail } from '../mail/mail.service';
import { verificationEmail } from '../mail/verification-emails';
import { findAccount, markEmailVerified } from '../users/users.service';
import * as repo from './email-verification.repository';

export interface EmailVerificationDeps {
  db: Db;
  mail: { kick(): void };
  publicUrl: string;
  now(): Date;
}

/** Only the SHA-256 of a token is stored: a copy of the database cannot confirm anyone's address. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use link, mailed through the outbox (SMTP when configured). */
export async function sendVerificationLink(deps: EmailVerificationDeps, user: { id: number; name: string; email: string }): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.now().getTime() + EMAIL_VERIFICATION_TTL_HOURS * 3_600_000);
  await deps.db.transaction(async (tx) => {
    await repo.insertVerificationToken(tx, user.id, hashToken(token), expiresAt);
    await queueMail(tx, [verificationEmail(user, token, deps.publicUrl)]);
  });
  deps.mail.kick();
}

/**
 * The link was opened: an unknown, expired or used token is refused (400); a valid one confirms the
 * address and retires every other link of the account. A valid link of an address that is already
 * confirmed (by other means) answers the same success: confirming is idempotent.
 */
export async function confirmEmail(deps: EmailVerificationDeps, token: string): Promise<VerifyEmailResponse> {
  const now = deps.now();
  const userId = await deps.db.transaction(async (tx) => {
    const row = await repo.findVerificationTokenForUpdate(tx, hashToken(token));
    if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) {
      throw badRequest(emailVerificationTexts.linkInvalid, { token: [emailVerificationTexts.linkInvalid] });
    }
    await repo.useVerificationTokens(tx, row.userId, now);
    await markEmailVerified(tx, row.userId, now);
    return row.userId;
  });
  return { message: emailVerificationTexts.verified, user_id: userId, email_verified: true };
}

/** The signed-in user asks for a new link: at most `maxPerAccount` per window, whatever the IP. */
export async function resendVerificationLink(
  deps: EmailVerificationDeps & { accountLimiter: AttemptLimiter; maxPerAccount: number },
  userId: number,
): Promise<ResendVerificationResponse> {
  const user = await findAccount(deps.db, userId);
  if (!user) throw unauthorized(emailVerificationTexts.resendFailed);
  if (user.emailVerifiedAt) return { message: emailVerificationTexts.alreadyVerified, email_verified: true };
  if ((await deps.accountLimiter.hit(String(userId))) > deps.maxPerAccount) throw tooMany(emailVerificationTexts.resendTooSoon);
  await sendVerificationLink(deps, user);
  return { message: emailVerificationTexts.resent, email_verified: false };
}
