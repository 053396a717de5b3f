import fp from 'fastify-plugin';
import { AdjustableClock, systemClock, type Clock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    /** "Now" for calendar rules (lib/clock.ts). */
    clock: Clock;
    /** Set only when TEST_CLOCK is on: the clock the test-clock route moves. */
    testClock: AdjustableClock | null;
  }
}

export interface ClockPluginOptions {
  /** A test's own clock; otherwise the system clock, or an adjustable one when config.testClock. */
  clock?: Clock;
}

export default fp<ClockPluginOptions>(
  async (app, { clock }) => {
    const testClock = !clock && app.config.testClock ? new AdjustableClock() : null;
    app.decorate('clock', clock ?? testClock ?? systemClock);
    app.decorate('testClock', testClock);
  },
  { name: 'clock', dependencies: ['context'] },
);
