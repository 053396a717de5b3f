import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTexts, adminTripsEndpoints, type CreateTripInput } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { refreshAfterTripChange } from './admin-trip-keys';

/** POST /api/trips: preference_id, service_ids, total_price, currency NOK (and our optional name/destination) → trip. */
export const createTrip = (input: CreateTripInput) =>
  callApi(adminTripsEndpoints.create, { body: input, auth: adminTexts.authRequired }).then((r) => r.trip);

export function useCreateTrip() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTrip, onSuccess: () => refreshAfterTripChange(queryClient) });
}
