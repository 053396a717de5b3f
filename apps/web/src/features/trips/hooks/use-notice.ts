import { useCallback, useEffect, useState } from 'react';
import { DASHBOARD_ERROR_MS, DASHBOARD_SUCCESS_MS } from '@mt/shared';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/** One banner at a time: success notices go after 5 s and errors after 8 s (spec 3 section 2). */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), notice.tone === 'success' ? DASHBOARD_SUCCESS_MS : DASHBOARD_ERROR_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return {
    notice,
    success: useCallback((text: string) => setNotice({ tone: 'success', text }), []),
    error: useCallback((text: string) => setNotice({ tone: 'error', text }), []),
    dismiss: useCallback(() => setNotice(null), []),
  };
}
