import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTexts, preferencesEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

/** Under the dashboard's 'admin' prefix: the overview's retry and a trip change refresh it too. */
export const adminPreferencesQueryKey = ['admin', 'preferences'] as const;

/** GET /api/admin/preferences (spec 3 section 7): read by the preferences tab, its badge and the overview's pie. */
export const getAdminPreferences = () => callApi(preferencesEndpoints.list, { auth: adminTexts.authRequired });

export const adminPreferencesQueryOptions = () =>
  queryOptions({ queryKey: adminPreferencesQueryKey, queryFn: getAdminPreferences, select: (r) => r.preferences });

export const useAdminPreferences = () => useQuery(adminPreferencesQueryOptions());
