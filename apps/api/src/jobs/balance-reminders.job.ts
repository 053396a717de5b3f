import { sendBalanceReminders } from '../modules/trips/balance-reminders.service';
import type { TripDeps } from '../modules/trips/admin-trips.service';
import type { Job } from './scheduler';
import type { Clock } from '../lib/clock';

export const BALANCE_REMINDER_JOB = 'balance-reminders';

/** Reminds travellers of a balance falling due (trips' sendBalanceReminders) every hour, on one instance at a time. */
export const balanceRemindersJob = (deps: TripDeps & { clock: Clock }): Job => ({
  name: BALANCE_REMINDER_JOB,
  lockId: 727_104,
  everyMs: 60 * 60_000,
  firstRunMs: 20_000,
  run: () => sendBalanceReminders(deps, deps.clock.now()),
});
