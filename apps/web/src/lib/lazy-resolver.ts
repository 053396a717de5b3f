import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose schema code (zod and the shared schema) is fetched when the form is first used
 * rather than with the page: on a first load that is most of the page's JavaScript (issue 20). `preload`
 * starts the fetch early, e.g. when a field gets focus, so validation is ready by the time it is needed.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let loading: Promise<Resolver<T>> | undefined;
  const get = () => (loading ??= load().catch((err: unknown) => {
    // A failed download (flaky network) is tried again on the next use rather than remembered.
    loading = undefined;
    throw err;
  }));
  const resolver: Resolver<T> = async (values, context, options) => (await get())(values, context, options);
  return { resolver, preload: () => void get().catch(() => undefined) };
}
