import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `ms` (catalogue search 1 s, dashboard tables 300 ms, inbox 500 ms). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}
