import { formatMoney, paths } from '@mt/shared';
import type { MailMessage } from './mailer';
import type { Recipient } from './traveller-emails';

/** The postponement e-mails (docs/decisions/0016), in the voice of traveller-emails.ts. */
const base = (publicUrl: string) => publicUrl.replace(/\/$/, '');
const sign = '\n\nWarm regards,\nThe Mystery Trips team';

interface Moved {
  tripId: number;
  from: string;
  to: string;
  returnDate: string;
  revealDate: string;
  /** The fee paid, null when it was 0. */
  fee: { amount: number; currency: string } | null;
  /** The balance's new due date, for a deposit-paid trip. */
  balanceDueDate: string | null;
}

export const postponementEmails = {
  postponed: (r: Recipient, t: Moved, publicUrl: string): MailMessage => ({
    to: r.email,
    subject: `Mystery trip #${t.tripId} now departs on ${t.to}`,
    body:
      `Hello ${r.name},\n\n` +
      `Your mystery trip #${t.tripId} has been postponed from ${t.from} to ${t.to}` +
      (t.fee ? `, and we received the postponement fee of ${formatMoney(t.fee.amount, t.fee.currency)}.` : '.') +
      `\n\nYou travel from ${t.to} to ${t.returnDate}; we reveal your destination on ${t.revealDate}` +
      (t.balanceDueDate ? `, and the balance is now due by ${t.balanceDueDate}` : '') +
      `. A trip can be postponed only once.\n\n${base(publicUrl)}${paths.travellerDashboard}` +
      sign,
  }),

  feeRefunded: (r: Recipient, t: { tripId: number; amount: number; currency: string; reason: string }, publicUrl: string): MailMessage => ({
    to: r.email,
    subject: `Postponement fee refunded for mystery trip #${t.tripId}`,
    body:
      `Hello ${r.name},\n\n` +
      `Your payment of ${formatMoney(t.amount, t.currency)} went through, but the trip could no longer be postponed: ${t.reason}\n\n` +
      `We have refunded the fee in full; your dates are unchanged. ${base(publicUrl)}${paths.travellerDashboard}` +
      sign,
  }),

  teamPostponed: (admin: Recipient, t: Moved & { travellerName: string }, publicUrl: string): MailMessage => ({
    to: admin.email,
    subject: `Trip #${t.tripId} postponed to ${t.to}`,
    body:
      `${t.travellerName} postponed trip #${t.tripId} from ${t.from} to ${t.to} (return ${t.returnDate}, reveal ${t.revealDate})` +
      (t.fee ? ` and paid the fee of ${formatMoney(t.fee.amount, t.fee.currency)}.` : '; the fee was 0.') +
      `\n\nCheck the bookings with the partners for the new dates: ${base(publicUrl)}${paths.adminDashboard}?tab=trips`,
  }),
};
