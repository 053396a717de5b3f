/**
 * Code fetched when it is first needed rather than with the page, e.g. a form's schema (zod and the shared
 * schema are most of a first load's JavaScript, issue 20). `preload` starts the fetch early, e.g. when a
 * field gets focus, so it is there by the time it is needed.
 */
export function lazyLoad<T>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  const get = () =>
    (loading ??= load().catch((err: unknown) => {
      // A failed download (flaky network) is tried again on the next use rather than remembered.
      loading = undefined;
      throw err;
    }));
  return { get, preload: () => void get().catch(() => undefined) };
}
