import { useMutation, useQuery } from '@tanstack/react-query';
import { tripsEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

/** GET /api/trips/{id}/cancellation: today's quote; never cached, it changes at midnight. */
export const getCancellationQuote = (id: number) => callApi(tripsEndpoints.cancellationQuote, { params: { id }, auth: true });

export const cancellationQuoteKey = (id: number) => ['trips', id, 'cancellation'] as const;

export const useCancellationQuote = (id: number, enabled: boolean) =>
  useQuery({ queryKey: cancellationQuoteKey(id), queryFn: () => getCancellationQuote(id), enabled, staleTime: 0, gcTime: 0 });

/** POST /api/trips/{id}/cancel with the refund the traveller was shown. */
export const cancelTrip = ({ id, reason, expectedRefund }: { id: number; reason: string; expectedRefund: number }) =>
  callApi(tripsEndpoints.cancel, { params: { id }, body: { ...(reason ? { reason } : {}), expected_refund: expectedRefund }, auth: true });

/** The trips are reloaded when the traveller closes the dialog's answer, not before: the trip would leave the dashboard under it. */
export const useCancelTrip = () => useMutation({ mutationFn: cancelTrip });
