import { formatMoney, paths } from '@mt/shared';
import type { MailMessage } from './mailer';
import type { Recipient } from './traveller-emails';

/** The traveller's own cancellation (docs/decisions/0015): a confirmation, and a word to the team. */
const base = (publicUrl: string) => publicUrl.replace(/\/$/, '');
const sign = '\n\nWarm regards,\nThe Mystery Trips team';

export interface CancellationFacts {
  tripId: number;
  refund: number;
  fee: number;
  currency: string;
  /** "30–59 days before departure: 50 % of what you paid". */
  tierLabel: string;
}

export const cancellationEmails = {
  toTraveller: (r: Recipient, t: CancellationFacts, publicUrl: string): MailMessage => ({
    to: r.email,
    subject: `You cancelled mystery trip #${t.tripId}`,
    body:
      `Hello ${r.name},\n\n` +
      `You cancelled your mystery trip #${t.tripId}. The cancellation terms that apply: ${t.tierLabel}.\n\n` +
      (t.refund > 0
        ? `We have refunded ${formatMoney(t.refund, t.currency)} to your card; banks usually show it within 5 to 10 business days.`
        : 'Under these terms nothing is refunded.') +
      (t.fee > 0 ? ` ${formatMoney(t.fee, t.currency)} is kept as the cancellation fee.` : '') +
      `\n\nYou can rebook the trip from your dashboard whenever you like: ${base(publicUrl)}${paths.travellerDashboard}` +
      sign,
  }),

  toTeam: (admin: Recipient, t: CancellationFacts & { travellerName: string; reason: string | null }, publicUrl: string): MailMessage => ({
    to: admin.email,
    subject: `${t.travellerName} cancelled trip #${t.tripId}`,
    body:
      `Hello ${admin.name},\n\n` +
      `${t.travellerName} cancelled trip #${t.tripId} (${t.tierLabel}). Refunded: ${formatMoney(t.refund, t.currency)}; kept: ${formatMoney(t.fee, t.currency)}.\n\n` +
      (t.reason ? `Their reason:\n\n${t.reason}\n\n` : 'They gave no reason.\n\n') +
      `${base(publicUrl)}${paths.adminTrip.to({ id: t.tripId })}`,
  }),
};
