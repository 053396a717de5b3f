import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, router } from './app/app';
import { whenRouterReady } from './app/when-router-ready';
import './index.css';

const reportHydrationMismatch = (error: unknown) => {
  if (import.meta.env.DEV) console.warn('The page differed from its server paint and was rendered afresh:', error);
};

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (container.hasChildNodes()) {
  // The server painted this page (decision 0028). Once the page's code is in, React takes over that markup
  // rather than build it again. Where it differs, React renders the page afresh: expected when an answer the
  // server did not have (a story, a filtered list) came before the code, so not an error to report.
  // In a transition, React hydrates in slices and lets the phone answer taps in between, instead of one long task.
  whenRouterReady(router, () => startTransition(() => void hydrateRoot(container, app, { onRecoverableError: reportHydrationMismatch })));
} else {
  createRoot(container).render(app);
}
