import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DASHBOARD_ERROR_MS, DASHBOARD_SUCCESS_MS } from '@mt/shared';

/** What a dashboard tab reports: the shell shows it in a banner. */
export interface DashboardNotify {
  success(message: string): void;
  error(message: string): void;
}

type Tone = 'success' | 'error';
const LIFETIME: Record<Tone, number> = { success: DASHBOARD_SUCCESS_MS, error: DASHBOARD_ERROR_MS };

/** One banner of each kind; errors stay 8 seconds, successes 5 (spec 3 section 2). A new message restarts its clock. */
export function useDashboardNotices() {
  const [notices, setNotices] = useState<Record<Tone, string | null>>({ success: null, error: null });
  const timers = useRef<Partial<Record<Tone, ReturnType<typeof setTimeout>>>>({});

  const dismiss = useCallback((tone: Tone) => {
    clearTimeout(timers.current[tone]);
    setNotices((n) => ({ ...n, [tone]: null }));
  }, []);

  const show = useCallback(
    (tone: Tone, message: string) => {
      clearTimeout(timers.current[tone]);
      setNotices((n) => ({ ...n, [tone]: message }));
      timers.current[tone] = setTimeout(() => dismiss(tone), LIFETIME[tone]);
    },
    [dismiss],
  );

  useEffect(() => {
    const current = timers.current;
    return () => Object.values(current).forEach(clearTimeout);
  }, []);

  const notify = useMemo<DashboardNotify>(() => ({ success: (m) => show('success', m), error: (m) => show('error', m) }), [show]);
  return { notices, notify, dismiss };
}
