import { useCallback, useEffect, useState } from 'react';

export type TimedTone = 'success' | 'info';
interface Shown {
  message: string;
  tone: TimedTone;
  ms: number;
}

/**
 * A banner message that clears itself (spec 2 section 9: profile success 3 s, notices 5 s). `show` takes
 * its own duration and tone; a new message replaces the old one and restarts the clock.
 */
export function useTimedMessage(durationMs: number) {
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), shown.ms);
    return () => clearTimeout(timer);
  }, [shown]);
  const show = useCallback(
    (message: string, options: { tone?: TimedTone; ms?: number } = {}) => setShown({ message, tone: options.tone ?? 'success', ms: options.ms ?? durationMs }),
    [durationMs],
  );
  const clear = useCallback(() => setShown(null), []);
  return { message: shown?.message ?? null, tone: shown?.tone ?? 'success', show, clear };
}
