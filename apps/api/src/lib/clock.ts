/**
 * The server's idea of "now" for rules that depend on the calendar (stage openings, the reveal,
 * completion from the end date, reviews). Services take `now` as a parameter; routes and jobs pass
 * `app.clock.now()`, so tests move time instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that runs with the system clock from a moved starting point. Only built when TEST_CLOCK is
 * on (never in production, see config.ts): the browser journeys move it through a trip's stages.
 */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves "now" to `at` (it keeps ticking from there); null goes back to the real time. */
  set(at: Date | null): void {
    this.offsetMs = at === null ? 0 : at.getTime() - Date.now();
  }
}
