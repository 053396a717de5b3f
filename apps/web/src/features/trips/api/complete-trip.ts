import { useMutation } from '@tanstack/react-query';
import { tripsEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const completeTrip = (id: number) => callApi(tripsEndpoints.travellerComplete, { params: { id }, auth: true });

/** The caller reloads the trips after the spec's 2 s pause, so the message can be read first. */
export const useCompleteTrip = () => useMutation({ mutationFn: completeTrip });
