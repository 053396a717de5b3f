import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tripMessagesEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { tripMessageKeys } from './get-trip-messages';

export const sendTripMessage = (tripId: number, body: string) =>
  callApi(tripMessagesEndpoints.send, { params: { id: tripId }, body: { body }, auth: true }).then((r) => r.trip_message);

/** The thread is asked again after a message is sent, so it shows what the server kept. */
export const useSendTripMessage = (tripId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendTripMessage(tripId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripMessageKeys.thread(tripId) }),
  });
};
