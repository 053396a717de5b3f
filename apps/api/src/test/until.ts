/**
 * Polls `check` until it answers true or `deadlineMs` passes, then answers whether it did. For what another
 * process or connection makes true a little later (a NOTIFY's delivery): a deadline, not a guessed sleep. The
 * deadline is read from the monotonic clock, so a test that stands Date still still ends.
 */
export async function until(check: () => Promise<boolean> | boolean, deadlineMs: number, everyMs = 10): Promise<boolean> {
  const end = performance.now() + deadlineMs;
  for (;;) {
    if (await check()) return true;
    if (performance.now() >= end) return false;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
