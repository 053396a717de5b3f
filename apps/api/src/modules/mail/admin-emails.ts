import { paths } from '@mt/shared';
import type { MailMessage } from './mailer';
import type { Recipient } from './traveller-emails';

const preferencesTab = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}${paths.adminDashboard}?tab=preferences`;

/** What admins are told when a traveller answers a proposal (issue 18); one message per admin. */
export const adminEmails = {
  changesRequested: (admin: Recipient, t: { tripId: number; preferenceId: number; travellerName: string; message: string }, publicUrl: string): MailMessage => ({
    to: admin.email,
    subject: `Changes requested for trip #${t.tripId}`,
    body:
      `${t.travellerName} asked for changes to the proposal of trip #${t.tripId} (preference #${t.preferenceId}):\n\n` +
      `${t.message}\n\nRevise the proposal from the trip's page or the Preferences tab: ${preferencesTab(publicUrl)}`,
  }),

  proposalDeclined: (admin: Recipient, t: { tripId: number; preferenceId: number; travellerName: string; reason: string }, publicUrl: string): MailMessage => ({
    to: admin.email,
    subject: `Trip #${t.tripId} was declined`,
    body:
      `${t.travellerName} declined the proposal of trip #${t.tripId} (preference #${t.preferenceId}); the trip is cancelled and nothing was charged. Their reason:\n\n` +
      `${t.reason}\n\n${preferencesTab(publicUrl)}`,
  }),
};
