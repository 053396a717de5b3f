import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTexts, type AdminServiceResponse, type AdminServicesResponse, type HomepageSettingsInput } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const updateHomepageSettings = ({ id, ...body }: HomepageSettingsInput & { id: number }) =>
  apiRequest<AdminServiceResponse>(`/admin/services/${id}/homepage-settings`, { method: 'PUT', body, auth: adminTexts.authRequired });

export function useUpdateHomepageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHomepageSettings,
    onSuccess: ({ service }) => {
      queryClient.setQueryData<AdminServicesResponse>(adminKeys.services, (list) => list && { services: list.services.map((s) => (s.id === service.id ? service : s)) });
    },
    // Another admin may have pinned meanwhile (a 409): the table shows the server's state either way.
    onError: () => queryClient.invalidateQueries({ queryKey: adminKeys.services }),
  });
}
