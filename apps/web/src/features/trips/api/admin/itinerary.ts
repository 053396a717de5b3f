import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminTexts, itineraryEndpoints, type SaveItineraryBody } from '@mt/shared';
import { callApi } from '@/lib/call-api';

const itineraryKey = (id: number) => ['admin', 'trips', 'itinerary', id] as const;

/** GET /api/admin/trips/{id}/itinerary: the itinerary (null until written) with the trip's dates. */
export const getAdminItinerary = (id: number) => callApi(itineraryEndpoints.get, { params: { id }, auth: adminTexts.authRequired });

export const useAdminItinerary = (id: number) => useQuery({ queryKey: itineraryKey(id), queryFn: () => getAdminItinerary(id) });

/** PUT /api/admin/trips/{id}/itinerary: replaces the itinerary; the answer is the stored one, days sorted. */
export function useSaveItinerary(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveItineraryBody) => callApi(itineraryEndpoints.save, { params: { id }, body, auth: adminTexts.authRequired }),
    onSuccess: (data) => queryClient.setQueryData(itineraryKey(id), data),
  });
}
