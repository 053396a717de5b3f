import { paths } from '@mt/shared';
import type { MailMessage } from './mailer';
import type { Recipient } from './traveller-emails';

const site = (publicUrl: string) => publicUrl.replace(/\/$/, '');
const sign = '\n\nWarm regards,\nThe Mystery Trips team';
const hello = (r: Recipient) => `Hello ${r.name},\n\n`;

/**
 * What the site's moderators tell the people whose content they changed (issue 22, docs/decisions/0040):
 * a partner whose service an admin edited, a traveller whose review an admin hid. Each says what was done
 * and why, so nobody finds out by surprise.
 */
export const moderationEmails = {
  serviceEdited: (r: Recipient, s: { serviceName: string; changes: string[] }, publicUrl: string): MailMessage => ({
    to: r.email,
    subject: `We updated your service "${s.serviceName}"`,
    body:
      hello(r) +
      `Our team made these changes to your service "${s.serviceName}":\n\n` +
      s.changes.map((line) => `- ${line}`).join('\n') +
      `\n\nYou can review the service, and change it again, on your dashboard: ${site(publicUrl)}${paths.partnerDashboard}\n` +
      'If something looks wrong, reply to this e-mail or write to us through the contact page.' +
      sign,
  }),

  reviewHidden: (r: Recipient, v: { tripId: number; reason: string }, publicUrl: string): MailMessage => ({
    to: r.email,
    subject: `Your review of trip #${v.tripId} is no longer shown`,
    body:
      hello(r) +
      `We have hidden your review of mystery trip #${v.tripId}. It no longer appears on the site or counts towards the ratings of the services you rated.\n\n` +
      `The reason:\n${v.reason}\n\n` +
      `If you think this is a mistake, write to us through the contact page: ${site(publicUrl)}${paths.contact}` +
      sign,
  }),
};
