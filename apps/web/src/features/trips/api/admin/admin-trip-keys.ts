import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the admin's trip calls, under the dashboard's 'admin' prefix. */
export const adminTripKeys = {
  all: ['admin', 'trips'] as const,
  list: ['admin', 'trips', 'list'] as const,
  trip: (id: number) => ['admin', 'trips', 'one', id] as const,
  chain: (rootId: number) => ['admin', 'trips', 'chain', rootId] as const,
  services: (id: number) => ['admin', 'trips', 'services', id] as const,
  byPreference: (preferenceId: number) => ['admin', 'trips', 'by-preference', preferenceId] as const,
  // Under the dashboard's preferences key, so a refresh of the preferences tab refreshes it too.
  preference: (id: number) => ['admin', 'preferences', 'one', id] as const,
};

/**
 * A proposal or a status change moves figures all over the admin area (preferences, statistics, the
 * commission tab): every admin and revenue query is marked stale and refetched where it is shown.
 */
export const refreshAfterTripChange = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: ['admin'] }), queryClient.invalidateQueries({ queryKey: ['revenue'] })]);
