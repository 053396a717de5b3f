import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const getAdminSettings = () => callApi(settingsEndpoints.get, { auth: true });

export const adminSettingsQueryKey = ['settings', 'admin'] as const;

export const adminSettingsQueryOptions = () => queryOptions({ queryKey: adminSettingsQueryKey, queryFn: getAdminSettings });

export const useAdminSettings = () => useQuery(adminSettingsQueryOptions());
