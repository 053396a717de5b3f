import type { FastifyBaseLogger } from 'fastify';
import type { JobLock } from '../db/job-lock';

export interface Job {
  name: string;
  /** Advisory lock id: the same on every instance, different per job. */
  lockId: number;
  everyMs: number;
  /** Delay before the first run after start. */
  firstRunMs?: number;
  run(): Promise<unknown>;
}

export type JobRun = { ran: true; result: unknown } | { ran: false };

/** Told how each run came out (metrics): it ran, another runner held the lock, or it threw. */
export type JobObserver = (job: string, outcome: 'ran' | 'skipped' | 'failed') => void;

/**
 * A small interval scheduler (DESIGN.md section 1, "jobs"): each job runs on every instance's timer,
 * but only the instance that gets the job's advisory lock does the work. A run that throws is logged
 * and retried at the next tick.
 */
export class Scheduler {
  private timers = new Map<string, NodeJS.Timeout>();
  private inFlight = new Set<Promise<unknown>>();
  private stopped = true;

  constructor(
    private readonly jobs: Job[],
    private readonly lock: JobLock,
    private readonly log: FastifyBaseLogger,
    private readonly observe: JobObserver = () => {},
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    for (const job of this.jobs) this.schedule(job, job.firstRunMs ?? job.everyMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.inFlight]);
  }

  /** In the order they were given (the test clock runs them all after a move). */
  get jobNames(): string[] {
    return this.jobs.map((j) => j.name);
  }

  get running(): boolean {
    return !this.stopped;
  }

  /** Runs a job now (tests, operators), under its lock like a timer run. */
  async runNow(name: string): Promise<JobRun> {
    const job = this.jobs.find((j) => j.name === name);
    if (!job) throw new Error(`No job named ${name}`);
    const run = this.lock.tryRun(job.lockId, () => job.run());
    this.inFlight.add(run);
    try {
      const outcome = await run;
      this.observe(name, outcome.ran ? 'ran' : 'skipped');
      return outcome;
    } catch (err) {
      this.observe(name, 'failed');
      throw err;
    } finally {
      this.inFlight.delete(run);
    }
  }

  private schedule(job: Job, delay: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => void this.tick(job), delay);
    // Timers never keep the process alive on their own (shutdown waits for in-flight runs instead).
    timer.unref();
    this.timers.set(job.name, timer);
  }

  /** One timer run: never rejects (a failure is logged), then the next run is scheduled. */
  private async tick(job: Job): Promise<void> {
    try {
      const outcome = await this.runNow(job.name);
      if (outcome.ran) this.log.debug({ job: job.name, result: outcome.result }, 'job ran');
    } catch (err) {
      this.log.error({ err, job: job.name }, 'job failed; it runs again at the next tick');
    }
    this.schedule(job, job.everyMs);
  }
}
