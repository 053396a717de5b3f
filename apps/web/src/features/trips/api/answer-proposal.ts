import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tripsEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { tripKeys } from './get-trips';

/** POST /api/trips/{id}/change-request: the traveller asks for a revised proposal. */
export const requestChanges = ({ id, message }: { id: number; message: string }) =>
  callApi(tripsEndpoints.changeRequest, { params: { id }, body: { message }, auth: true });

/** POST /api/trips/{id}/decline: the trip is cancelled with nothing charged. */
export const declineProposal = ({ id, reason }: { id: number; reason: string }) =>
  callApi(tripsEndpoints.decline, { params: { id }, body: { reason }, auth: true });

export function useRequestChanges() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestChanges, onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.all }) });
}

export function useDeclineProposal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declineProposal, onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.all }) });
}
