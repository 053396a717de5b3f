import { queryOptions } from '@tanstack/react-query';
import { adminTexts, savedServicesEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

/** The services a preference's traveller saved, newest first (issue 22): the create-trip view lists them first. */
export const getTravellerSavedServiceIds = (preferenceId: number) =>
  callApi(savedServicesEndpoints.listForPreference, { params: { id: preferenceId }, auth: adminTexts.authRequired }).then((r) => r.service_ids);

export const travellerSavedServiceIdsQueryOptions = (preferenceId: number) =>
  queryOptions({ queryKey: ['admin', 'preferences', preferenceId, 'saved-services'] as const, queryFn: () => getTravellerSavedServiceIds(preferenceId) });
