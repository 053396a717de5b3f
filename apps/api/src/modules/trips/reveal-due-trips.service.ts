import { addDays } from '@mt/shared';
import { queueMail } from '../mail/mail.service';
import { readRevealDays } from '../settings/settings.service';
import type { TripDeps } from './admin-trips.service';
import { revealTrip } from './trip-transitions';
import { findConfirmedTripsDepartingBy, lockTripContext } from './trips.repository';

/**
 * The scheduler's reveal (jobs/reveal-trips.job.ts): confirmed, fully paid trips are revealed
 * `reveal_days_before_departure` days before departure (UTC calendar days). Each trip in its own
 * transaction, re-checked under its row lock: an admin revealing or cancelling at the same moment wins
 * cleanly, and one bad trip does not hold up the others. Answers the ids it revealed.
 */
export async function revealDueTrips(deps: TripDeps, now = new Date()): Promise<number[]> {
  const revealDays = await readRevealDays(deps.db);
  const due = await findConfirmedTripsDepartingBy(deps.db, addDays(now.toISOString().slice(0, 10), revealDays));
  const revealed: number[] = [];
  for (const id of due) {
    const done = await deps.db.transaction(async (tx) => {
      const ctx = await lockTripContext(tx, id);
      // A deposit-paid trip waits for its balance (docs/decisions/0013): it is revealed on the first run after.
      if (!ctx || ctx.trip.status !== 'confirmed' || ctx.trip.paymentStatus !== 'paid') return false;
      const mail = await revealTrip({ tx, publicUrl: deps.config.publicUrl, payments: deps.payments }, ctx);
      await queueMail(tx, [mail]);
      return true;
    });
    if (done) revealed.push(id);
  }
  if (revealed.length) deps.mail.kick();
  return revealed;
}
