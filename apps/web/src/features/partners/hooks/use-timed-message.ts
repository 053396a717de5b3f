import { useCallback, useEffect, useState } from 'react';

/** A banner message that clears itself after `durationMs` (spec 2 section 9: profile success 3 s). */
export function useTimedMessage(durationMs: number) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), durationMs);
    return () => clearTimeout(timer);
  }, [message, durationMs]);
  const clear = useCallback(() => setMessage(null), []);
  return { message, show: setMessage, clear };
}
