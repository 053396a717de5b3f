import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTexts } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/**
 * GET /api/admin/preferences (spec 3 section 7, built with the trip lifecycle). The overview's status
 * chart reads only each preference's status; the preferences tab will read the rest.
 */
export interface AdminPreferencesResponse {
  preferences: { status: string }[];
}

export const getAdminPreferences = () => apiRequest<AdminPreferencesResponse>('/admin/preferences', { auth: adminTexts.authRequired });

export const adminPreferencesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.preferences, queryFn: getAdminPreferences, select: (r) => r.preferences });

export const useAdminPreferences = () => useQuery(adminPreferencesQueryOptions());
