import { formatMoney, paths } from '@mt/shared';
import type { MailMessage } from './mailer';

/**
 * The emails a traveller gets at each step (issue 4). Plain text: readable in every client, and the
 * outbox shows exactly what was sent. Links point at the dashboard, where everything else lives.
 */
export interface Recipient {
  name: string;
  email: string;
}

const dashboard = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}${paths.travellerDashboard}`;
const sign = '\n\nWarm regards,\nThe Mystery Trips team';
const hello = (r: Recipient) => `Hello ${r.name},\n\n`;

export const travellerEmails = {
  preferenceReceived: (r: Recipient, p: { departureDate: string; travellerCount: number }, publicUrl: string): MailMessage => ({
    to: r.email,
    subject: 'We received your mystery trip preferences',
    body:
      hello(r) +
      `Thank you for telling us what you love. Our team is now planning a surprise trip for ${p.travellerCount} ` +
      `traveller${p.travellerCount === 1 ? '' : 's'} departing on ${p.departureDate}.\n\n` +
      `We will email you again as soon as your proposal is ready to pay. You can follow along at ${dashboard(publicUrl)}.` +
      sign,
  }),

  proposalReady: (
    r: Recipient,
    t: { tripId: number; total: number; currency: string; departureDate: string; knownDestination?: string | null },
    publicUrl: string,
  ): MailMessage => ({
    to: r.email,
    subject: `Your mystery trip #${t.tripId} is ready to book`,
    body:
      hello(r) +
      `Your mystery trip #${t.tripId} is planned. The price is ${formatMoney(t.total, t.currency)} for the whole group, ` +
      `departing on ${t.departureDate}.\n\nPay on your dashboard to confirm it: ${dashboard(publicUrl)}\n\n` +
      // A rebooking of a trip the traveller has been on hides nothing (docs/decisions/0021).
      (t.knownDestination
        ? `It takes you back to ${t.knownDestination}, with the same services as before.`
        : 'The destination stays a surprise until a few days before you leave.') +
      sign,
  }),

  paymentReceived: (r: Recipient, t: { tripId: number; amount: number; currency: string; revealDate: string }, publicUrl: string): MailMessage => ({
    to: r.email,
    subject: `Payment received: mystery trip #${t.tripId} is confirmed`,
    body:
      hello(r) +
      `We received your payment of ${formatMoney(t.amount, t.currency)}. Your mystery trip #${t.tripId} is confirmed.\n\n` +
      `We will reveal your destination on ${t.revealDate}. Until then, pack for an adventure! ${dashboard(publicUrl)}` +
      sign,
  }),

  /** The reveal of a rebooking of a trip the traveller knows: nothing to reveal, the trip is close. */
  tripBackSoon: (
    r: Recipient,
    t: { tripId: number; destination: string; name: string; departureDate: string; returnDate: string },
    publicUrl: string,
  ): MailMessage => ({
    to: r.email,
    subject: `Your trip back to ${t.destination} is coming up`,
    body:
      hello(r) +
      `Mystery trip #${t.tripId}, "${t.name}", takes you back to ${t.destination} from ${t.departureDate} to ${t.returnDate}.\n\n` +
      `Your day-by-day plan, your hosts and the calendar file are on your dashboard: ${dashboard(publicUrl)}` +
      sign,
  }),

  destinationRevealed: (
    r: Recipient,
    t: { tripId: number; destination: string; name: string; departureDate: string; returnDate: string },
    publicUrl: string,
  ): MailMessage => ({
    to: r.email,
    subject: `Your destination is revealed: ${t.destination}`,
    body:
      hello(r) +
      `The wait is over. Your mystery trip #${t.tripId}, "${t.name}", takes you to ${t.destination}, ` +
      `from ${t.departureDate} to ${t.returnDate}.\n\nSee everything that is included and add the dates to your calendar on your dashboard: ${dashboard(publicUrl)}` +
      sign,
  }),

  completionConfirmed: (r: Recipient, t: { tripId: number }, publicUrl: string): MailMessage => ({
    to: r.email,
    subject: `Welcome home: mystery trip #${t.tripId} is complete`,
    body:
      hello(r) +
      `Your mystery trip #${t.tripId} is now marked as completed. We hope it was unforgettable.\n\n` +
      `Tell us and other travellers how it went: review your trip on your dashboard, ${dashboard(publicUrl)}. ` +
      'You can also rebook the same trip from there.' +
      sign,
  }),

  cancelled: (
    r: Recipient,
    t: { tripId: number; refund: { amount: number; currency: string } | null; alreadyRefunded?: { amount: number; currency: string } | null },
    publicUrl: string,
  ): MailMessage => ({
    to: r.email,
    subject: `Mystery trip #${t.tripId} was cancelled`,
    body:
      hello(r) +
      `Your mystery trip #${t.tripId} has been cancelled.` +
      (t.refund
        ? ` We have refunded ${formatMoney(t.refund.amount, t.refund.currency)} to your card; banks usually show it within 5 to 10 business days.`
        : t.alreadyRefunded
          ? ` Your payment had already been refunded: ${formatMoney(t.alreadyRefunded.amount, t.alreadyRefunded.currency)} went back to your card.`
          : ' No payment had been taken, so nothing was charged.') +
      `\n\nIf you did not expect this, reply to this email. You can rebook the trip from your dashboard: ${dashboard(publicUrl)}` +
      sign,
  }),

  refunded: (r: Recipient, t: { tripId: number; amount: number; currency: string }, publicUrl: string): MailMessage => ({
    to: r.email,
    subject: `Refund for mystery trip #${t.tripId}`,
    body:
      hello(r) +
      `We have refunded ${formatMoney(t.amount, t.currency)} for your mystery trip #${t.tripId}. ` +
      `Banks usually show it within 5 to 10 business days.\n\n${dashboard(publicUrl)}` +
      sign,
  }),
};

/** The traveller's side of answering a proposal (issue 18): a revision, and their own decline. */
export const proposalEmails = {
  proposalRevised: (r: Recipient, t: { tripId: number; revision: number; changes: string[] }, publicUrl: string): MailMessage => ({
    to: r.email,
    subject: `Your mystery trip #${t.tripId} has a revised proposal`,
    body:
      hello(r) +
      `We have revised the proposal for your mystery trip #${t.tripId} (version ${t.revision}). What changed:\n\n` +
      t.changes.map((c) => `- ${c}`).join('\n') +
      `\n\nSee the whole proposal, and accept it, ask for more changes or decline it, on your dashboard: ${dashboard(publicUrl)}` +
      sign,
  }),

  proposalDeclined: (r: Recipient, t: { tripId: number }, publicUrl: string): MailMessage => ({
    to: r.email,
    subject: `You declined mystery trip #${t.tripId}`,
    body:
      hello(r) +
      `You declined the proposal for mystery trip #${t.tripId}. Nothing was charged. Thank you for telling us why: it helps us plan better.\n\n` +
      `Whenever you feel like another surprise, plan a new trip from your dashboard: ${dashboard(publicUrl)}` +
      sign,
  }),
};
