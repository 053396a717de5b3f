import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tripsEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { tripKeys } from './get-trips';

export const rebookTrip = ({ id, departureDate }: { id: number; departureDate?: string }) =>
  callApi(tripsEndpoints.rebook, { params: { id }, body: departureDate ? { departure_date: departureDate } : {}, auth: true });

export function useRebookTrip() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rebookTrip, onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.all }) });
}
