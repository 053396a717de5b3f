import { formatMoney, paths } from '@mt/shared';
import type { MailMessage } from './mailer';
import type { Recipient } from './traveller-emails';

/** The deposit-and-balance e-mails (docs/decisions/0013), in the voice of traveller-emails.ts. */
const dashboard = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}${paths.travellerDashboard}`;
const sign = '\n\nWarm regards,\nThe Mystery Trips team';
const hello = (r: Recipient) => `Hello ${r.name},\n\n`;

interface Balance {
  tripId: number;
  balance: number;
  currency: string;
  dueDate: string;
}

export const balanceEmails = {
  depositReceived: (r: Recipient, t: Balance & { deposit: number }, publicUrl: string): MailMessage => ({
    to: r.email,
    subject: `Deposit received: mystery trip #${t.tripId} is confirmed`,
    body:
      hello(r) +
      `We received your deposit of ${formatMoney(t.deposit, t.currency)}. Your mystery trip #${t.tripId} is confirmed.\n\n` +
      `The balance of ${formatMoney(t.balance, t.currency)} is due by ${t.dueDate}; we will remind you a week before. ` +
      `Your destination is revealed once the trip is fully paid. Pay the balance on your dashboard: ${dashboard(publicUrl)}` +
      sign,
  }),

  balanceReceived: (r: Recipient, t: { tripId: number; amount: number; currency: string; revealDate: string }, publicUrl: string): MailMessage => ({
    to: r.email,
    subject: `Balance received: mystery trip #${t.tripId} is fully paid`,
    body:
      hello(r) +
      `We received the balance of ${formatMoney(t.amount, t.currency)}. Your mystery trip #${t.tripId} is now fully paid.\n\n` +
      `We will reveal your destination on ${t.revealDate}. ${dashboard(publicUrl)}` +
      sign,
  }),

  balanceReminder: (r: Recipient, t: Balance, publicUrl: string): MailMessage => ({
    to: r.email,
    subject: `Reminder: the balance of mystery trip #${t.tripId} is due by ${t.dueDate}`,
    body:
      hello(r) +
      `The balance of ${formatMoney(t.balance, t.currency)} for your mystery trip #${t.tripId} is due by ${t.dueDate}. ` +
      `Your destination is revealed once the trip is fully paid.\n\nPay it on your dashboard: ${dashboard(publicUrl)}` +
      sign,
  }),
};
