import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `ms` (search boxes: 300 ms on the dashboard, 500 ms in the inbox). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}
