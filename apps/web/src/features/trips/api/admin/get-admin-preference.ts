import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTexts, preferencesEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { adminTripKeys } from './admin-trip-keys';

/** GET /api/admin/preferences/{preferenceId} → preference (spec 3 section 7). */
export const getAdminPreference = (id: number) =>
  callApi(preferencesEndpoints.get, { params: { id }, auth: adminTexts.authRequired }).then((r) => r.preference);

export const adminPreferenceQueryOptions = (id: number) => queryOptions({ queryKey: adminTripKeys.preference(id), queryFn: () => getAdminPreference(id) });

export const useAdminPreference = (id: number, enabled = true) => useQuery({ ...adminPreferenceQueryOptions(id), enabled });
