import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTexts, adminTripsEndpoints, type AdminTrip, type ReviseProposalInput } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { refreshAfterTripChange } from './admin-trip-keys';

/** PUT /api/admin/trips/{id}/proposal: services, price and contents of an unpaid proposal → trip. */
export const reviseProposal = ({ id, input }: { id: number; input: ReviseProposalInput }) =>
  callApi(adminTripsEndpoints.reviseProposal, { params: { id }, body: input, auth: adminTexts.authRequired }).then((r) => r.trip);

/**
 * `onRevised` runs here, before the refresh, and not as a callback of `mutate`: the refreshed trip
 * has a new `updated_at`, which remounts the revise form, and TanStack Query drops the callbacks of a
 * `mutate` whose component is gone (the admin was left on the form with no word of the revision).
 */
export function useReviseProposal(onRevised?: (trip: AdminTrip) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviseProposal,
    onSuccess: (trip) => {
      onRevised?.(trip);
      return refreshAfterTripChange(queryClient);
    },
  });
}
