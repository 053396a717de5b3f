/**
 * A read started beside the caller's session check (plugins/auth, `readsBesideSessionCheck`), answered once the
 * check has passed: a refused session rejects with its own error (401, 403), whatever the read did, and the
 * read's result goes nowhere. The caller may be known already (a route that checked the session first).
 */
export async function afterSessionCheck<U, R>(caller: U | Promise<U>, read: Promise<R>): Promise<[U, R]> {
  // Answered below, or dropped with a refused session: never an unhandled rejection.
  read.catch(() => {});
  const user = await caller;
  return [user, await read];
}
