import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints, adminTexts } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { adminKeys } from './admin-keys';

export const getRevenueTrends = () => callApi(adminEndpoints.revenueTrends, { auth: adminTexts.authRequired });

export const revenueTrendsQueryOptions = () => queryOptions({ queryKey: adminKeys.revenueTrends, queryFn: getRevenueTrends });

export const useRevenueTrends = () => useQuery(revenueTrendsQueryOptions());
