import { matchRoutes, type createBrowserRouter } from 'react-router';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'routes'>;

/**
 * Starts loading the code of the page a link leads to as soon as the visitor shows the intent to follow it
 * (a finger or the pointer on it, or keyboard focus), before the click. The app's entry carries no table of
 * each page's files (Vite's preload map, ~1.8 KB on every first load, issue 20), so a page's shared files are
 * only found once its own file has arrived; starting at the intent wins that time back.
 */
export function loadPageCodeOnIntent(router: Router, root: Document = document) {
  const started = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || link.target === '_blank') return;
    for (const match of matchRoutes(router.routes, link.pathname) ?? []) {
      const { id, lazy } = match.route;
      if (typeof lazy !== 'function' || started.has(id)) continue;
      started.add(id);
      // The same import() the router makes when the page is opened: the browser fetches the module once.
      void Promise.resolve(lazy()).catch(() => started.delete(id));
    }
  };
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) root.addEventListener(type, onIntent, { capture: true, passive: true });
}
