import { describe, expect, it, vi } from 'vitest';
import { whenRouterReady } from './when-router-ready';

function fakeRouter(initialized: boolean) {
  const listeners = new Set<(s: { initialized: boolean }) => void>();
  return {
    state: { initialized },
    subscribe(fn: (s: { initialized: boolean }) => void) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    emit(initialized: boolean) {
      this.state = { initialized };
      for (const fn of [...listeners]) fn(this.state);
    },
    listeners,
  };
}

describe('whenRouterReady', () => {
  it('goes on at once when the first page is loaded', () => {
    const then = vi.fn();
    whenRouterReady(fakeRouter(true) as never, then);
    expect(then).toHaveBeenCalledOnce();
  });

  it('waits for the first page, then goes on once and stops listening', () => {
    const router = fakeRouter(false);
    const then = vi.fn();
    whenRouterReady(router as never, then);
    router.emit(false);
    expect(then).not.toHaveBeenCalled();
    router.emit(true);
    router.emit(true);
    expect(then).toHaveBeenCalledOnce();
    expect(router.listeners.size).toBe(0);
  });
});
