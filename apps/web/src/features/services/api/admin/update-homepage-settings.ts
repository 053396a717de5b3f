import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminServicesEndpoints, adminTexts, type AdminServicesResponse, type HomepageSettingsInput } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { adminServicesQueryKey } from './get-admin-services';

export const updateHomepageSettings = ({ id, ...body }: HomepageSettingsInput & { id: number }) =>
  callApi(adminServicesEndpoints.setHomepageSettings, { params: { id }, body, auth: adminTexts.authRequired });

export function useUpdateHomepageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHomepageSettings,
    onSuccess: ({ service }) => {
      queryClient.setQueryData<AdminServicesResponse>(adminServicesQueryKey, (list) => list && { services: list.services.map((s) => (s.id === service.id ? service : s)) });
    },
    // Another admin may have pinned meanwhile (a 409): the table shows the server's state either way.
    onError: () => queryClient.invalidateQueries({ queryKey: adminServicesQueryKey }),
  });
}
