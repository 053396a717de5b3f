import { useMutation, useQueryClient } from '@tanstack/react-query';
import { preferenceTexts, preferencesEndpoints, type CreatePreferenceInput } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const createPreference = (input: CreatePreferenceInput) =>
  callApi(preferencesEndpoints.create, { body: input, auth: preferenceTexts.mustBeLoggedIn });

/** The Discover form's submit; the dashboard's trip data (hasPendingPreference) is stale afterwards. */
export function useCreatePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPreference,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['trips'] }),
  });
}
