import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RebookResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { tripKeys } from './get-trips';

export const rebookTrip = ({ id, departureDate }: { id: number; departureDate?: string }) =>
  apiRequest<RebookResponse>(`/trips/${id}/rebook`, { method: 'POST', body: departureDate ? { departure_date: departureDate } : {}, auth: true });

export function useRebookTrip() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rebookTrip, onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.all }) });
}
