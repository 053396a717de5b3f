import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTexts, type AdminPreference } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { adminTripKeys } from './admin-trip-keys';

/** GET /api/admin/preferences/{preferenceId} → preference (spec 3 section 7). */
export const getAdminPreference = (id: number) =>
  apiRequest<{ preference: AdminPreference }>(`/admin/preferences/${id}`, { auth: adminTexts.authRequired }).then((r) => r.preference);

export const adminPreferenceQueryOptions = (id: number) => queryOptions({ queryKey: adminTripKeys.preference(id), queryFn: () => getAdminPreference(id) });

export const useAdminPreference = (id: number, enabled = true) => useQuery({ ...adminPreferenceQueryOptions(id), enabled });
