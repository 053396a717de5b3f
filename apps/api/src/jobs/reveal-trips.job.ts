import { revealDueTrips } from '../modules/trips/reveal-due-trips.service';
import type { TripDeps } from '../modules/trips/admin-trips.service';
import type { Job } from './scheduler';
import type { Clock } from '../lib/clock';

export const REVEAL_JOB = 'reveal-trips';

/** Reveals the trips that are due (trips' revealDueTrips) every quarter of an hour, on one instance at a time. */
export const revealTripsJob = (deps: TripDeps & { clock: Clock }): Job => ({
  name: REVEAL_JOB,
  lockId: 727_101,
  everyMs: 15 * 60_000,
  firstRunMs: 5_000,
  run: () => revealDueTrips(deps, deps.clock.now()),
});
