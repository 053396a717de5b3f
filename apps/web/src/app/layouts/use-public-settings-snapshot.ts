import { useQuery } from '@tanstack/react-query';
import { publicSettingsQueryOptions } from '@/features/settings/api/get-public-settings';

/**
 * The public settings as the route guard last fetched them, without fetching on our own. A second
 * observer would retry a failed call on mount; that flips the query back to "pending", the guard swaps
 * the layout for its spinner, the layout remounts and retries again: an endless loop when the API is down.
 */
export const usePublicSettingsSnapshot = () => useQuery({ ...publicSettingsQueryOptions(), enabled: false });
