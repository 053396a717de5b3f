import { useMutation, useQueryClient } from '@tanstack/react-query';
import { preferenceTexts, preferencesEndpoints, type CreatePreferenceInput } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const createPreference = (input: CreatePreferenceInput) =>
  callApi(preferencesEndpoints.create, { body: input, auth: preferenceTexts.mustBeLoggedIn });

/** 'Request Draft Trip': the plan becomes a preference; the traveller's trip lists are then stale. */
export function useRequestDraftTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPreference,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['trips'] }),
  });
}
