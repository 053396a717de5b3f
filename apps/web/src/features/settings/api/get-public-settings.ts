import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

export const getPublicSettings = () => apiRequest<PublicSettings>('/settings/public');

export const publicSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'public'], queryFn: getPublicSettings, staleTime: 60_000 });

export const usePublicSettings = () => useQuery(publicSettingsQueryOptions());
