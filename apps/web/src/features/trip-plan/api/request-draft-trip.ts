import { useMutation, useQueryClient } from '@tanstack/react-query';
import { preferenceTexts, type CreatePreferenceInput, type CreatePreferenceResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

export const createPreference = (input: CreatePreferenceInput) =>
  apiRequest<CreatePreferenceResponse>('/preferences', { method: 'POST', body: input, auth: preferenceTexts.mustBeLoggedIn });

/** 'Request Draft Trip': the plan becomes a preference; the traveller's trip lists are then stale. */
export function useRequestDraftTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPreference,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['trips'] }),
  });
}
