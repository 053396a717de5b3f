// From react-router/dom: navigations that ask for flushSync (controlled filters) can commit at once.
import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export const router = createAppRouter();

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
