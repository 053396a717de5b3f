import { useMutation } from '@tanstack/react-query';
import type { TravellerTrip } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

export const completeTrip = (id: number) =>
  apiRequest<{ message: string; trip: TravellerTrip }>(`/trips/${id}/traveller-complete`, { method: 'PUT', auth: true });

/** The caller reloads the trips after the spec's 2 s pause, so the message can be read first. */
export const useCompleteTrip = () => useMutation({ mutationFn: completeTrip });
