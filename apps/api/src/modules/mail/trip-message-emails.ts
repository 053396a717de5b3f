import { paths, TRIP_MESSAGES_PARAM } from '@mt/shared';
import type { MailMessage } from './mailer';
import type { Recipient } from './traveller-emails';

/**
 * "You have a new message" e-mails of a trip's thread (docs/decisions/0012). They carry a link, never
 * the message: the team's text could name the destination before the reveal, the traveller's may hold
 * personal details, a throttled e-mail would show only the first of several messages, and a reply by
 * e-mail would be lost. The thread itself is one click away.
 */
const base = (publicUrl: string) => publicUrl.replace(/\/$/, '');
const sign = '\n\nWarm regards,\nThe Mystery Trips team';

export const tripMessageEmails = {
  /** To the traveller, when the team wrote. */
  toTraveller: (r: Recipient, t: { tripId: number; authorName: string }, publicUrl: string): MailMessage => ({
    to: r.email,
    subject: `New message about your mystery trip #${t.tripId}`,
    body:
      `Hello ${r.name},\n\n` +
      `${t.authorName} from the Mystery Trips team has written to you about your mystery trip #${t.tripId}.\n\n` +
      `Read and answer it on your dashboard: ${base(publicUrl)}${paths.travellerDashboard}?${TRIP_MESSAGES_PARAM}=${t.tripId}` +
      sign,
  }),

  /** To each admin, when the traveller wrote. */
  toTeam: (admin: Recipient, t: { tripId: number; travellerName: string }, publicUrl: string): MailMessage => ({
    to: admin.email,
    subject: `New message from ${t.travellerName} about trip #${t.tripId}`,
    body:
      `Hello ${admin.name},\n\n` +
      `${t.travellerName} has written about trip #${t.tripId}.\n\n` +
      `Read and answer it in the admin area: ${base(publicUrl)}${paths.adminTrip.to({ id: t.tripId })}`,
  }),
};
