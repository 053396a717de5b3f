import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_NON_JSON_TEXT, searchEndpoints, type ServiceSearchParams, type ServiceSearchResponse } from '@mt/shared';
import { ApiError } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';

/** Spec 2 section 8: the search answer must be JSON; anything else gets its own message. */
export async function searchServices(params: ServiceSearchParams, signal?: AbortSignal): Promise<ServiceSearchResponse> {
  // Typed wider than the contract on purpose: a body that is not JSON at all (a proxy's page) arrives as null.
  const data: ServiceSearchResponse | null = await callApi(searchEndpoints.search, { query: params, signal });
  if (!data || typeof data !== 'object' || !Array.isArray(data.services)) throw new ApiError(200, SEARCH_NON_JSON_TEXT, 'local');
  return data;
}

export const searchServicesQueryOptions = (params: ServiceSearchParams) =>
  queryOptions({
    queryKey: ['services', 'search', params] as const,
    queryFn: ({ signal }) => searchServices(params, signal),
    // The previous page stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

export const useServiceSearch = (params: ServiceSearchParams) => useQuery(searchServicesQueryOptions(params));
