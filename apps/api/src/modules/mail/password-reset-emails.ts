import { PASSWORD_RESET_TTL_MINUTES, passwordResetTexts, paths } from '@mt/shared';
import type { MailMessage } from './mailer';

/** The password reset link (issue 21): plain text, the link holds the only copy of the token. */
export function passwordResetEmail(r: { name: string; email: string }, token: string, publicUrl: string): MailMessage {
  const link = `${publicUrl.replace(/\/$/, '')}${paths.resetPassword}?token=${encodeURIComponent(token)}`;
  return {
    to: r.email,
    subject: passwordResetTexts.emailSubject,
    body:
      `Hello ${r.name},\n\n` +
      `Someone (we hope you) asked to reset the password of your Mystery Trips account. Choose a new password here:\n\n` +
      `${link}\n\n` +
      `The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes. Setting a new password signs you out on every device.\n\n` +
      `If you did not ask for this, ignore this email: your password stays as it is.` +
      `\n\nWarm regards,\nThe Mystery Trips team`,
  };
}
