import fp from 'fastify-plugin';
import { balanceRemindersJob } from '../jobs/balance-reminders.job';
import { deliverMailJob } from '../jobs/deliver-mail.job';
import { createJobLock } from '../db/job-lock';
import { revealTripsJob } from '../jobs/reveal-trips.job';
import { Scheduler } from '../jobs/scheduler';
import { syncPriceRangesJob } from '../jobs/sync-price-ranges.job';
import { openEnvelopeStagesJob } from '../jobs/open-envelope-stages.job';

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

export interface JobsPluginOptions {
  /** The server starts the timers; tests leave them off and call `app.scheduler.runNow(name)`. */
  start?: boolean;
}

export default fp<JobsPluginOptions>(
  async (app, { start = false }) => {
    const lock = createJobLock(app.database);
    const scheduler = new Scheduler([revealTripsJob(app), openEnvelopeStagesJob(app), balanceRemindersJob(app), deliverMailJob(app.mail), syncPriceRangesJob(app.db)], lock, app.log, (job, outcome) =>
      app.metrics.jobOutcome(job, outcome),
    );
    app.decorate('scheduler', scheduler);
    if (start) app.addHook('onReady', async () => scheduler.start());
    app.addHook('onClose', async () => {
      await scheduler.stop();
      await lock.close();
    });
  },
  { name: 'jobs', dependencies: ['context', 'clock', 'mail', 'billing', 'metrics'] },
);
