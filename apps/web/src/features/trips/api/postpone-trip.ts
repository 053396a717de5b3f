import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tripsEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { tripKeys } from './get-trips';

export const postponeTrip = ({ id, departureDate }: { id: number; departureDate: string }) =>
  callApi(tripsEndpoints.postpone, { params: { id }, body: { departure_date: departureDate }, auth: true });

/** Starts the postponement (its fee charge); the trips reload so a pending fee shows at once. */
export function usePostponeTrip() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postponeTrip, onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.all }) });
}
