import { it } from 'vitest';

/**
 * Named steps of one journey, one `it` each, sharing the journey's state: once a step fails, the
 * following ones are skipped rather than run against a broken state. Call inside a `describe`.
 */
export function journeySteps(timeoutMs = 120_000) {
  let failed = false;
  return (name: string, fn: () => Promise<void>) =>
    it(
      name,
      async (ctx) => {
        if (failed) ctx.skip();
        try {
          await fn();
        } catch (err) {
          failed = true;
          throw err;
        }
      },
      timeoutMs,
    );
}
