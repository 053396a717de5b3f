import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const getPublicSettings = () => callApi(settingsEndpoints.getPublic);

export const publicSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'public'], queryFn: getPublicSettings, staleTime: 60_000 });

export const usePublicSettings = () => useQuery(publicSettingsQueryOptions());
