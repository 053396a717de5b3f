import { addDays } from '@mt/shared';
import { and, eq, lte } from 'drizzle-orm';
import { preferences, trips } from '../db/schema';
import { insertOutboxEmails } from '../modules/mail/outbox.repository';
import { revealTrip } from '../modules/trips/trip-transitions';
import { readRevealDays } from '../modules/trips/trip-settings';
import { lockTripContext } from '../modules/trips/trips.repository';
import type { TripDeps } from '../modules/trips/admin-trips.service';
import type { Job } from './scheduler';

/**
 * Reveals confirmed trips `reveal_days_before_departure` days before departure (UTC calendar days).
 * Each trip in its own transaction, re-checked under its row lock: an admin revealing or cancelling
 * at the same moment wins cleanly, and one bad trip does not hold up the others.
 */
export async function revealDueTrips(deps: TripDeps, now = new Date()): Promise<number[]> {
  const revealDays = await readRevealDays(deps.db);
  const horizon = addDays(now.toISOString().slice(0, 10), revealDays);
  const due = await deps.db
    .select({ id: trips.id })
    .from(trips)
    .innerJoin(preferences, eq(preferences.id, trips.preferenceId))
    .where(and(eq(trips.status, 'confirmed'), lte(preferences.departureDate, horizon)))
    .orderBy(trips.id);
  const revealed: number[] = [];
  for (const { id } of due) {
    const done = await deps.db.transaction(async (tx) => {
      const ctx = await lockTripContext(tx, id);
      if (!ctx || ctx.trip.status !== 'confirmed') return false;
      const mail = await revealTrip({ tx, publicUrl: deps.config.publicUrl, payments: deps.payments }, ctx);
      await insertOutboxEmails(tx, [mail]);
      return true;
    });
    if (done) revealed.push(id);
  }
  if (revealed.length) deps.mail.kick();
  return revealed;
}

export const REVEAL_JOB = 'reveal-trips';

export const revealTripsJob = (deps: TripDeps): Job => ({
  name: REVEAL_JOB,
  lockId: 727_101,
  everyMs: 15 * 60_000,
  firstRunMs: 5_000,
  run: () => revealDueTrips(deps),
});
