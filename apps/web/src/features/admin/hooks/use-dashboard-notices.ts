import { useCallback, useMemo } from 'react';
import { DASHBOARD_ERROR_MS, DASHBOARD_SUCCESS_MS } from '@mt/shared';
import type { Notify } from '@/lib/notice';
import { useTimedValue } from '@/lib/use-timed-value';

type Tone = 'success' | 'error';

/** One banner of each kind; errors stay 8 seconds, successes 5 (spec 3 section 2). A new message restarts its clock. */
export function useDashboardNotices() {
  const success = useTimedValue<string>(DASHBOARD_SUCCESS_MS);
  const error = useTimedValue<string>(DASHBOARD_ERROR_MS);
  const { show: showSuccess, clear: clearSuccess } = success;
  const { show: showError, clear: clearError } = error;

  const dismiss = useCallback((tone: Tone) => (tone === 'success' ? clearSuccess() : clearError()), [clearSuccess, clearError]);
  const notify = useMemo<Notify>(() => ({ success: showSuccess, error: showError }), [showSuccess, showError]);
  return { notices: { success: success.value, error: error.value }, notify, dismiss };
}
