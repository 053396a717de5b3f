import { useMutation, useQueryClient } from '@tanstack/react-query';
import { preferenceTexts, type CreatePreferenceInput, type CreatePreferenceResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

export const createPreference = (input: CreatePreferenceInput) =>
  apiRequest<CreatePreferenceResponse>('/preferences', { method: 'POST', body: input, auth: preferenceTexts.mustBeLoggedIn });

/** The Discover form's submit; the dashboard's trip data (hasPendingPreference) is stale afterwards. */
export function useCreatePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPreference,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['trips'] }),
  });
}
