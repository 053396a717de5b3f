import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTexts, adminTripsEndpoints, type AdminTrip, type TripStatus } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { adminTripKeys, refreshAfterTripChange } from './admin-trip-keys';

/** PUT /api/admin/trips/{id}/status: body status → trip (409 for a move the lifecycle forbids). */
export const updateTripStatus = ({ id, status }: { id: number; status: TripStatus }) =>
  callApi(adminTripsEndpoints.updateStatus, { params: { id }, body: { status }, auth: adminTexts.authRequired }).then((r) => r.trip);

/** PUT /api/admin/trips/{id}/reveal (DESIGN.md section 4): reveal a confirmed trip now. */
export const revealTrip = (id: number) =>
  callApi(adminTripsEndpoints.reveal, { params: { id }, auth: adminTexts.authRequired }).then((r) => r.trip);

function useTripMutation<V>(mutationFn: (v: V) => Promise<AdminTrip>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (trip) => {
      queryClient.setQueryData(adminTripKeys.trip(trip.id), trip);
      return refreshAfterTripChange(queryClient);
    },
  });
}

export const useUpdateTripStatus = () => useTripMutation(updateTripStatus);
export const useRevealTrip = () => useTripMutation(revealTrip);
