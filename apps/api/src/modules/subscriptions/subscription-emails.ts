import { PARTNER_DASHBOARD_PATH, subscriptionTexts } from '@mt/shared';
import type { MailMessage } from '../mail/mailer';
import type { Recipient } from '../mail/traveller-emails';

/**
 * What a partner is told when their subscription changes on its own (a provider event): it started,
 * a renewal payment failed, it ended. Plain text, like the traveller's mail.
 */
const dashboard = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}${PARTNER_DASHBOARD_PATH}`;
const hello = (r: Recipient) => `Hello ${r.name},\n\n`;
const sign = '\n\nWarm regards,\nThe Mystery Trips team';
const limit = (max: number | null) => (max === null ? 'as many services as you like' : `up to ${max} service${max === 1 ? '' : 's'}`);

export const subscriptionEmails = {
  activated: (r: Recipient, p: { company: string; planName: string | null; maxServices: number | null }, publicUrl: string): MailMessage => ({
    to: r.email,
    subject: subscriptionTexts.activated,
    body:
      hello(r) +
      `${p.company} is now subscribed${p.planName ? ` to the ${p.planName} plan` : ''}. ` +
      `You can list ${limit(p.maxServices)}, and travellers see them in the catalogue and on your public page.\n\n` +
      `Add your services on your dashboard: ${dashboard(publicUrl)}` +
      sign,
  }),

  paymentFailed: (r: Recipient, p: { company: string }, publicUrl: string): MailMessage => ({
    to: r.email,
    subject: 'Your subscription payment did not go through',
    body:
      hello(r) +
      `We could not collect the renewal payment for ${p.company}'s subscription. Until it is paid, your services are ` +
      'hidden from travellers and cannot be edited.\n\n' +
      `Update your payment details with Manage Billing on your dashboard: ${dashboard(publicUrl)}` +
      sign,
  }),

  ended: (r: Recipient, p: { company: string }, publicUrl: string): MailMessage => ({
    to: r.email,
    subject: 'Your subscription has ended',
    body:
      hello(r) +
      `The subscription of ${p.company} has ended. Your services stay saved but are no longer shown to travellers, ` +
      'and your public page is offline.\n\n' +
      `You can subscribe again at any time from your dashboard: ${dashboard(publicUrl)}` +
      sign,
  }),
};
