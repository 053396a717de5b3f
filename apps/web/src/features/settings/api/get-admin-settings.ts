import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSettings } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

export const getAdminSettings = () => apiRequest<AdminSettings>('/admin/settings', { auth: true });

export const adminSettingsQueryKey = ['settings', 'admin'] as const;

export const adminSettingsQueryOptions = () => queryOptions({ queryKey: adminSettingsQueryKey, queryFn: getAdminSettings });

export const useAdminSettings = () => useQuery(adminSettingsQueryOptions());
