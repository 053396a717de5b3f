import { BALANCE_REMINDER_DAYS, addDays, minorToDecimal } from '@mt/shared';
import { balanceEmails } from '../mail/balance-emails';
import { queueMail } from '../mail/mail.service';
import type { TripDeps } from './admin-trips.service';
import { findTripsNeedingBalanceReminder, lockTripContext, updateTrip } from './trips.repository';

/**
 * The balance reminder (jobs/balance-reminders.job.ts, docs/decisions/0013): once per deposit-paid
 * trip, BALANCE_REMINDER_DAYS days before its balance is due (or at the first run after the deposit,
 * when it was paid later than that). Each trip in its own transaction, re-checked under its row lock,
 * so a balance paid at the same moment gets no reminder. Answers the ids reminded.
 */
export async function sendBalanceReminders(deps: Pick<TripDeps, 'db' | 'mail' | 'config'>, now = new Date()): Promise<number[]> {
  const horizon = addDays(now.toISOString().slice(0, 10), BALANCE_REMINDER_DAYS);
  const reminded: number[] = [];
  for (const id of await findTripsNeedingBalanceReminder(deps.db, horizon)) {
    const done = await deps.db.transaction(async (tx) => {
      const ctx = await lockTripContext(tx, id);
      if (!ctx || ctx.trip.status !== 'confirmed' || ctx.trip.paymentStatus !== 'deposit_paid' || ctx.trip.balanceReminderSentAt) return false;
      const { trip } = ctx;
      const balance = minorToDecimal(trip.totalPriceMinor - (trip.depositMinor ?? 0), trip.currency);
      await queueMail(tx, [balanceEmails.balanceReminder(ctx.traveller, { tripId: trip.id, balance, currency: trip.currency, dueDate: trip.balanceDueDate! }, deps.config.publicUrl)]);
      await updateTrip(tx, trip.id, { balanceReminderSentAt: now });
      return true;
    });
    if (done) reminded.push(id);
  }
  if (reminded.length) deps.mail.kick();
  return reminded;
}
