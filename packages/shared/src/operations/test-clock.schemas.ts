import { z } from 'zod';

export const setTestClockSchema = z.object({
  /** The moment the server should take as "now"; null goes back to the real time. */
  now: z.iso.datetime({ offset: true }).nullable(),
});
export const testClockResponseSchema = z.object({
  now: z.string(),
  /** The scheduled jobs run right after the move, in order, as if their timers had fired. */
  jobs: z.array(z.object({ name: z.string(), ran: z.boolean() })),
});
