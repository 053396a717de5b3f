import type { createBrowserRouter } from 'react-router';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/** Calls `then` once the router has loaded the first page's code (its lazy route and loaders), at once if it has. */
export function whenRouterReady(router: Router, then: () => void) {
  if (router.state.initialized) return then();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    then();
  });
}
