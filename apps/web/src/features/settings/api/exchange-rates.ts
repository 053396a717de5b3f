import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { exchangeRatesEndpoints, type UpdateExchangeRatesInput } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { publicSettingsQueryOptions } from './get-public-settings';

export const adminExchangeRatesQueryKey = ['settings', 'admin', 'exchange-rates'] as const;

export const getAdminExchangeRates = () => callApi(exchangeRatesEndpoints.get, { auth: true });
export const updateExchangeRates = (input: UpdateExchangeRatesInput) => callApi(exchangeRatesEndpoints.update, { body: input, auth: true });

export const useAdminExchangeRates = () => useQuery(queryOptions({ queryKey: adminExchangeRatesQueryKey, queryFn: getAdminExchangeRates }));

export function useUpdateExchangeRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExchangeRates,
    onSuccess: async (answer) => {
      queryClient.setQueryData(adminExchangeRatesQueryKey, answer);
      // The header's picker and every price on the page convert with the public settings' table.
      await queryClient.invalidateQueries({ queryKey: publicSettingsQueryOptions().queryKey });
    },
  });
}
