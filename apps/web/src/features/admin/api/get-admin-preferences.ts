import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTexts, type AdminPreference } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/preferences (spec 3 section 7): read by the preferences tab, its badge and the overview's pie. */
export interface AdminPreferencesResponse {
  preferences: AdminPreference[];
}

export const getAdminPreferences = () => apiRequest<AdminPreferencesResponse>('/admin/preferences', { auth: adminTexts.authRequired });

export const adminPreferencesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.preferences, queryFn: getAdminPreferences, select: (r) => r.preferences });

export const useAdminPreferences = () => useQuery(adminPreferencesQueryOptions());
