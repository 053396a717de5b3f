import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDashboardNotices } from './use-dashboard-notices';

afterEach(() => vi.useRealTimers());

describe('useDashboardNotices', () => {
  it('keeps an error 8 seconds and a success 5 seconds', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useDashboardNotices());
    act(() => {
      result.current.notify.error('Failed to update featured status');
      result.current.notify.success('Saved');
    });
    act(() => void vi.advanceTimersByTime(4999));
    expect(result.current.notices).toEqual({ error: 'Failed to update featured status', success: 'Saved' });
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.notices).toEqual({ error: 'Failed to update featured status', success: null });
    act(() => void vi.advanceTimersByTime(2999));
    expect(result.current.notices.error).toBe('Failed to update featured status');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.notices.error).toBeNull();
  });

  it('restarts the clock for a new message, and can be dismissed', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useDashboardNotices());
    act(() => result.current.notify.success('First'));
    act(() => void vi.advanceTimersByTime(4000));
    act(() => result.current.notify.success('Second'));
    act(() => void vi.advanceTimersByTime(4000));
    expect(result.current.notices.success).toBe('Second');
    act(() => result.current.dismiss('success'));
    expect(result.current.notices.success).toBeNull();
  });
});
