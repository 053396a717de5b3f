import { minorToDecimal, movedBalanceDueDate, tripDates } from '@mt/shared';
import type { Tx } from '../../db/client';
import type { MailMessage } from '../mail/mailer';
import { postponementEmails } from '../mail/postponement-emails';
import { findAdminAccounts } from '../users/users.service';
import { readRevealDays } from '../settings/settings.service';
import { setDepartureDate, setPostponementStatus, type PostponementRow } from './postponements.repository';
import { updateTrip, type TripContext } from './trips.repository';

export interface PostponeMail {
  publicUrl: string;
  /** Queues a message in the caller's transaction (the event path also kicks delivery after commit). */
  email(message: MailMessage): Promise<void>;
}

/**
 * Makes a postponement take effect on the locked trip, inside the caller's transaction (the request
 * for a fee of 0, the fee's succeeded charge otherwise). The departure moves on the preference, so
 * the reveal date, the return date, the countdowns, the calendar file and the reveal job follow it;
 * the agreed balance due date moves by as many days, and its reminder goes out again for the new
 * date. The traveller and every admin are told.
 */
export async function applyPostponement(tx: Tx, ctx: TripContext, row: PostponementRow, mail: PostponeMail): Promise<void> {
  const { trip, preference } = ctx;
  const from = preference.departureDate;
  const due = movedBalanceDueDate(trip.balanceDueDate, from, row.toDate);
  await setDepartureDate(tx, preference.id, row.toDate);
  await updateTrip(tx, trip.id, {
    postponedFrom: from,
    postponedAt: new Date(),
    balanceDueDate: due,
    ...(due !== trip.balanceDueDate ? { balanceReminderSentAt: null } : {}),
  });
  await setPostponementStatus(tx, row.id, 'applied');

  const dates = tripDates(row.toDate, preference.duration, await readRevealDays(tx), trip.nights);
  const facts = {
    tripId: trip.id,
    from,
    to: row.toDate,
    returnDate: dates.return_date,
    revealDate: dates.reveal_date,
    fee: row.feeMinor > 0 ? { amount: minorToDecimal(row.feeMinor, row.currency), currency: row.currency } : null,
    balanceDueDate: trip.paymentStatus === 'deposit_paid' ? due : null,
  };
  await mail.email(postponementEmails.postponed(ctx.traveller, facts, mail.publicUrl));
  for (const admin of await findAdminAccounts(tx)) {
    await mail.email(postponementEmails.teamPostponed(admin, { ...facts, travellerName: ctx.traveller.name }, mail.publicUrl));
  }
}
