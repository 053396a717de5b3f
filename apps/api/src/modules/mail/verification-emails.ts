import { EMAIL_VERIFICATION_TTL_HOURS, emailVerificationTexts, paths } from '@mt/shared';
import type { MailMessage } from './mailer';
import type { Recipient } from './traveller-emails';

/** The link that confirms a new account's address (issue 21): the token travels only in this e-mail. */
export function verificationEmail(r: Recipient, token: string, publicUrl: string): MailMessage {
  const link = `${publicUrl.replace(/\/$/, '')}${paths.verifyEmail}?token=${encodeURIComponent(token)}`;
  return {
    to: r.email,
    subject: emailVerificationTexts.mailSubject,
    body:
      `Hello ${r.name},\n\n` +
      `Please confirm that this is your e-mail address by opening this link:\n\n${link}\n\n` +
      `The link works once, for ${EMAIL_VERIFICATION_TTL_HOURS} hours. If you did not create an account with Mystery Trips, ` +
      'you can ignore this e-mail.\n\nWarm regards,\nThe Mystery Trips team',
  };
}
