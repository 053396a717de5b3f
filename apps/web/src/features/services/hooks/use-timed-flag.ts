import { useCallback, useEffect, useRef, useState } from 'react';

/** A value shown for `ms` then cleared (the spec's 5-second notices). */
export function useTimedValue<T>(ms: number) {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const show = useCallback(
    (next: T) => {
      if (timer.current) clearTimeout(timer.current);
      setValue(next);
      timer.current = setTimeout(() => setValue(null), ms);
    },
    [ms],
  );
  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setValue(null);
  }, []);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return { value, show, clear };
}
