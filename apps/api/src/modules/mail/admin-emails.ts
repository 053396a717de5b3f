import { paths } from '@mt/shared';
import type { MailMessage } from './mailer';
import type { Recipient } from './traveller-emails';

const dashboard = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}${paths.adminDashboard}`;
const preferencesTab = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}${paths.adminDashboard}?tab=preferences`;

/**
 * What admins are told when a traveller answers a proposal (issue 18), or when the provider reports a
 * payment that does not match its charge (docs/decisions/0034); one message per admin.
 */
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

  paymentDiscrepancy: (
    admin: Recipient,
    t: { tripId: number; providerPaymentId: string; expected: string; received: string; eventId: string },
    publicUrl: string,
  ): MailMessage => ({
    to: admin.email,
    subject: `Payment for trip #${t.tripId} did not match its charge`,
    body:
      `The payment provider reported payment ${t.providerPaymentId} of trip #${t.tripId} as succeeded for ${t.received}, but the charge asked ${t.expected} (event ${t.eventId}).\n\n` +
      `Nothing was confirmed: the trip still waits for its payment. Refund or settle the payment by hand, then mark it resolved on the dashboard: ${dashboard(publicUrl)}`,
  }),
};
