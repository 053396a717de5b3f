import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(async () => {
  cleanup();
  // Build-time tests (build/*.test.ts) run in Node, without a browser storage.
  globalThis.localStorage?.clear();
  // sonner applies each toast() through a zero-delay setTimeout that calls ReactDOM.flushSync. A test
  // ending right after a toast would leave that timer to fire after jsdom is torn down ("window is not
  // defined", an unhandled error that fails the run). Letting one macrotask pass drains it here.
  if (!vi.isFakeTimers()) await new Promise((resolve) => setTimeout(resolve, 0));
});

// The files of a worker share their modules (root vitest.config.ts): each starts signed out, whatever the
// file before it left in the session store.
afterAll(async () => {
  if (globalThis.localStorage) (await import('@/lib/session-store')).useSession.getState().clear();
});

// jsdom lacks ResizeObserver, which Radix primitives (Switch, Popper) use to measure themselves.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
