import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentStatus } from '@mt/shared';
import { getTrips, tripKeys } from '@/features/trips/api/get-trips';

/** How often, and how many times, the trips are fetched again while a payment's webhook is on its way. */
export const PAYMENT_SETTLE_ATTEMPTS = 6;
export const PAYMENT_SETTLE_INTERVAL_MS = 1000;

/**
 * After a card payment succeeds: fetches the trips again (into the same cache the dashboard reads)
 * until the paid trip's payment status has moved on from what it was before paying, so a success
 * message never stands beside a stale "Payment pending" or Pay Now (issue 19 section 4). With Stripe
 * the webhook may land a moment after the card succeeds, hence a few tries. Resolves whether it settled.
 */
export function usePaymentSettled() {
  const queryClient = useQueryClient();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(
    async (tripId: number, before: PaymentStatus | undefined): Promise<boolean> => {
      for (let attempt = 0; attempt < PAYMENT_SETTLE_ATTEMPTS && mounted.current; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, PAYMENT_SETTLE_INTERVAL_MS));
        const data = await queryClient.fetchQuery({ queryKey: tripKeys.all, queryFn: getTrips, staleTime: 0 });
        const trip = [data.upcomingTrip, ...data.pastTrips].find((t) => t?.id === tripId);
        if (!trip || trip.payment_status !== before) return true;
      }
      return false;
    },
    [queryClient],
  );
}
