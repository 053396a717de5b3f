import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTexts, type RevenueTrendsResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const getRevenueTrends = () => apiRequest<RevenueTrendsResponse>('/admin/stats/revenue-trends', { auth: adminTexts.authRequired });

export const revenueTrendsQueryOptions = () => queryOptions({ queryKey: adminKeys.revenueTrends, queryFn: getRevenueTrends });

export const useRevenueTrends = () => useQuery(revenueTrendsQueryOptions());
