import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { tripKeys } from '@/features/trips/api/get-trips';

/** Reloads the trips after a pause (spec 1: 3 s after a payment, 2 s after a completion request). */
export function useDelayedTripsReload() {
  const queryClient = useQueryClient();
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  return useCallback(
    (ms: number, then?: () => void) => {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        void queryClient.invalidateQueries({ queryKey: tripKeys.all });
        then?.();
      }, ms);
      timers.current.add(timer);
    },
    [queryClient],
  );
}
