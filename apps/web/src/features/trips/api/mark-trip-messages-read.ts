import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tripMessagesEndpoints, type TripMessageAuthorRole } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { adminTripKeys } from './admin/admin-trip-keys';
import { tripKeys } from './get-trips';

export const markTripMessagesRead = (tripId: number, lastReadId: number) =>
  callApi(tripMessagesEndpoints.markRead, { params: { id: tripId }, body: { last_read_id: lastReadId }, auth: true });

/** After a read, the list with that side's unread badges is asked again (the dashboard's or the admin's trips). */
export const useMarkTripMessagesRead = (tripId: number, side: TripMessageAuthorRole) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lastReadId: number) => markTripMessagesRead(tripId, lastReadId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: side === 'team' ? adminTripKeys.all : tripKeys.all }),
  });
};
