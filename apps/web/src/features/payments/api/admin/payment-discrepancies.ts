import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminTexts, paymentsEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

/** Starts with 'admin', so the dashboard's refresh reaches it too (admin-keys.ts). */
export const paymentDiscrepancyKeys = { list: ['admin', 'payment-discrepancies'] as const };

export const getPaymentDiscrepancies = () => callApi(paymentsEndpoints.adminPaymentDiscrepancies, { auth: adminTexts.authRequired });

export const paymentDiscrepanciesQueryOptions = () =>
  queryOptions({ queryKey: paymentDiscrepancyKeys.list, queryFn: getPaymentDiscrepancies, select: (r) => r.discrepancies });

export const usePaymentDiscrepancies = () => useQuery(paymentDiscrepanciesQueryOptions());

export const resolvePaymentDiscrepancy = (id: number) => callApi(paymentsEndpoints.resolvePaymentDiscrepancy, { params: { id }, auth: adminTexts.authRequired });

export function useResolvePaymentDiscrepancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolvePaymentDiscrepancy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentDiscrepancyKeys.list }),
  });
}
