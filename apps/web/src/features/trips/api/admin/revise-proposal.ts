import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTexts, adminTripsEndpoints, type ReviseProposalInput } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { refreshAfterTripChange } from './admin-trip-keys';

/** PUT /api/admin/trips/{id}/proposal: services, price and contents of an unpaid proposal → trip. */
export const reviseProposal = ({ id, input }: { id: number; input: ReviseProposalInput }) =>
  callApi(adminTripsEndpoints.reviseProposal, { params: { id }, body: input, auth: adminTexts.authRequired }).then((r) => r.trip);

export function useReviseProposal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reviseProposal, onSuccess: () => refreshAfterTripChange(queryClient) });
}
