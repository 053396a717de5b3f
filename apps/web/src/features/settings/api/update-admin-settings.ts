import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsEndpoints, type UpdateAdminSettingsInput } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { adminSettingsQueryKey } from './get-admin-settings';
import { publicSettingsQueryOptions } from './get-public-settings';

export const updateAdminSettings = (input: UpdateAdminSettingsInput) => callApi(settingsEndpoints.update, { body: input, auth: true });

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
