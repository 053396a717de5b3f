import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A value that clears itself, such as a banner's message: shown for `lifetime` ms, or for as long as the
 * value itself asks (a function of it: errors stay longer than successes). A new value replaces the old
 * one and restarts the clock. `show` and `clear` keep their identity while `lifetime` does, so pass a
 * number or a module-level function.
 */
export function useTimedValue<T>(lifetime: number | ((value: T) => number)) {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const show = useCallback(
    (next: T) => {
      if (timer.current) clearTimeout(timer.current);
      setValue(next);
      timer.current = setTimeout(() => setValue(null), typeof lifetime === 'number' ? lifetime : lifetime(next));
    },
    [lifetime],
  );
  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setValue(null);
  }, []);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return { value, show, clear };
}
