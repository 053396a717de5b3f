import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedServicesEndpoints, type ServiceDto } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { useSession } from '@/lib/session-store';

/** Per account: another traveller signing in on this browser never sees the last one's list. */
export const savedServicesKey = (userId: number) => ['saved-services', userId] as const;

export const getSavedServices = (signal?: AbortSignal) => callApi(savedServicesEndpoints.list, { auth: true, signal }).then((r) => r.services);
export const saveService = (id: number) => callApi(savedServicesEndpoints.save, { params: { serviceId: id }, auth: true });
export const unsaveService = (id: number) => callApi(savedServicesEndpoints.unsave, { params: { serviceId: id }, auth: true });

/**
 * The signed-in traveller's saved services, fetched once per visit: every heart and the Saved tab read this
 * one query, and only this browser's hearts change it (each change updates it at once, then refetches).
 */
export const savedServicesQueryOptions = (userId: number) =>
  queryOptions({ queryKey: savedServicesKey(userId), queryFn: ({ signal }) => getSavedServices(signal), staleTime: Infinity });

/** Only for a signed-in traveller (the server answers 403 to anyone else). */
export function useSavedServices() {
  const user = useSession((s) => s.user);
  const traveller = user?.user_type === 'traveller' ? user.id : 0;
  return useQuery({ ...savedServicesQueryOptions(traveller), enabled: traveller > 0 });
}

export type SavedServices = ServiceDto[];
