import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings, UpdateAdminSettingsInput } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { adminSettingsQueryKey } from './get-admin-settings';
import { publicSettingsQueryOptions } from './get-public-settings';

export const updateAdminSettings = (input: UpdateAdminSettingsInput) =>
  apiRequest<AdminSettings>('/admin/settings', { method: 'PUT', body: input, auth: true });

export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(adminSettingsQueryKey, settings);
      // The route guard reads maintenance mode from the public settings.
      await queryClient.invalidateQueries({ queryKey: publicSettingsQueryOptions().queryKey });
    },
  });
}
