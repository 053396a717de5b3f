import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useTimedValue } from './use-timed-value';

afterEach(() => vi.useRealTimers());

const lifetimeOf = (value: { ms: number }) => value.ms;

describe('useTimedValue', () => {
  it('clears a value after the lifetime the value asks for, and a new value restarts the clock', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTimedValue(lifetimeOf));
    act(() => result.current.show({ ms: 3000 }));
    act(() => void vi.advanceTimersByTime(2000));
    act(() => result.current.show({ ms: 5000 }));
    act(() => void vi.advanceTimersByTime(4999));
    expect(result.current.value).toEqual({ ms: 5000 });
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.value).toBeNull();
  });

  it('keeps show stable and clears at once on request', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(() => useTimedValue<string>(5000));
    const { show } = result.current;
    act(() => show('Saved'));
    rerender();
    expect(result.current.show).toBe(show);
    act(() => result.current.clear());
    expect(result.current.value).toBeNull();
  });
});
