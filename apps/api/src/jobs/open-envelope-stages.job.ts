import { openDueEnvelopeStages } from '../modules/trips/envelope-open.service';
import type { TripDeps } from '../modules/trips/admin-trips.service';
import type { Job } from './scheduler';
import type { Clock } from '../lib/clock';

export const ENVELOPE_JOB = 'open-envelope-stages';

/** Opens the envelope stages that are due (issue 19 section 2) every quarter of an hour, on one instance at a time. */
export const openEnvelopeStagesJob = (deps: TripDeps & { clock: Clock }): Job => ({
  name: ENVELOPE_JOB,
  lockId: 727_119,
  everyMs: 15 * 60_000,
  firstRunMs: 6_000,
  run: () => openDueEnvelopeStages(deps, deps.clock.now()),
});
