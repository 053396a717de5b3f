import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRIP_MESSAGES_POLL_MS, tripMessagesEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const tripMessageKeys = {
  thread: (tripId: number) => ['trip-messages', tripId] as const,
};

export const getTripMessages = (tripId: number) => callApi(tripMessagesEndpoints.list, { params: { id: tripId }, auth: true });

/** Asked again every 20 s while the thread is on screen, and when the window gets focus back. */
export const tripMessagesQueryOptions = (tripId: number) =>
  queryOptions({
    queryKey: tripMessageKeys.thread(tripId),
    queryFn: () => getTripMessages(tripId),
    refetchInterval: TRIP_MESSAGES_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

export const useTripMessages = (tripId: number) => useQuery(tripMessagesQueryOptions(tripId));
