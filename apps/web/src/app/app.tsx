// From react-router/dom: navigations that ask for flushSync (controlled filters) can commit at once.
import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { releaseWaitingParts } from '@/lib/part-when-visible';
import { followAccountCurrency } from './account-currency';
import { loadPageCodeOnIntent } from './page-code-on-intent';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export const router = createAppRouter();
loadPageCodeOnIntent(router);
followAccountCurrency();

// A part of the first page that React has not taken over yet (part-when-visible.tsx) cannot follow a change of
// address (a new page, or new search parameters that need no loader): once there is one, every such part loads.
const firstLocation = router.state.location;
router.subscribe((state) => {
  if (state.navigation.state !== 'idle' || state.location !== firstLocation) releaseWaitingParts();
});

/**
 * Set on <html> once the app runs the page (rendered, or hydrated over the server's paint, decision 0028):
 * until then a painted page's buttons do nothing. The end-to-end tests wait for it before they act.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

export function App() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
