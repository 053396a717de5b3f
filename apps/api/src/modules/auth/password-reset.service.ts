import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { PASSWORD_RESET_TTL_MINUTES, passwordResetTexts } from '@mt/shared';
import type { Db } from '../../db/client';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import type { Clock } from '../../lib/clock';
import { badRequest, tooMany } from '../../lib/errors';
import { assertPasswordAllowed } from '../../lib/password-policy';
import { hashPassword } from '../../lib/passwords';
import { queueMail } from '../mail/mail.service';
import { passwordResetEmail } from '../mail/password-reset-emails';
import { findAccount, findAccountByEmail, setAccountPassword } from '../users/users.service';
import { findResetTokenForUpdate, insertResetToken, retireUnusedResetTokens, useResetToken } from './password-reset.repository';

export interface PasswordResetDeps {
  db: Db;
  clock: Clock;
  mail: { kick(): void };
  publicUrl: string;
  /** Reset e-mails asked for per address (whether or not an account has it). */
  accountLimiter: AttemptLimiter;
  maxRequestsPerAccount: number;
  /** Every forgot-password answer takes at least this long, so it tells nothing about the account. */
  minAnswerMs: number;
}

/** Only the SHA-256 of a token is stored: a copy of the database opens no account. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function forgotPassword(deps: PasswordResetDeps, email: string): Promise<{ message: string }> {
  const key = email.toLowerCase();
  // Counted per address, account or not: a 429 says nothing about whether the account exists.
  if ((await deps.accountLimiter.count(key)) >= deps.maxRequestsPerAccount) throw tooMany(passwordResetTexts.tooManyRequests);
  await deps.accountLimiter.hit(key);
  const floor = sleep(deps.minAnswerMs);
  const user = await findAccountByEmail(deps.db, key);
  if (user) {
    const token = randomBytes(32).toString('base64url');
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      await retireUnusedResetTokens(tx, user.id, now);
      await insertResetToken(tx, {
        userId: user.id,
        tokenHash: hashResetToken(token),
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
      });
      await queueMail(tx, [passwordResetEmail(user, token, deps.publicUrl)]);
    });
    deps.mail.kick();
  }
  await floor;
  return { message: passwordResetTexts.forgotSent };
}

const invalidToken = () => badRequest(passwordResetTexts.tokenInvalid, { token: [passwordResetTexts.tokenInvalid] });

/** Sets the password, uses the token up and ends every session, all in one transaction. */
export async function resetPassword(deps: PasswordResetDeps, input: { token: string; password: string }): Promise<{ message: string }> {
  const tokenHash = hashResetToken(input.token);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const row = await findResetTokenForUpdate(tx, tokenHash);
    if (!row || row.usedAt || row.expiresAt <= now) throw invalidToken();
    const user = await findAccount(tx, row.userId);
    if (!user) throw invalidToken();
    assertPasswordAllowed(input.password, user);
    if (!(await useResetToken(tx, row.id, now))) throw invalidToken();
    await retireUnusedResetTokens(tx, user.id, now);
    await setAccountPassword(tx, user.id, await hashPassword(input.password));
  });
  return { message: passwordResetTexts.resetDone };
}
