import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTexts, type AdminServiceResponse, type AdminServicesResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const updateServiceFeatured = ({ id, isFeatured }: { id: number; isFeatured: boolean }) =>
  apiRequest<AdminServiceResponse>(`/admin/services/${id}/featured`, { method: 'PUT', body: { is_featured: isFeatured }, auth: adminTexts.authRequired });

const withFeatured = (list: AdminServicesResponse | undefined, id: number, isFeatured: boolean) =>
  list && { services: list.services.map((s) => (s.id === id ? { ...s, is_featured: isFeatured } : s)) };

/** Spec 3 section 4: the checkbox changes at once and goes back if the server refuses. */
export function useUpdateServiceFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServiceFeatured,
    onMutate: async ({ id, isFeatured }) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.services });
      const before = queryClient.getQueryData<AdminServicesResponse>(adminKeys.services);
      queryClient.setQueryData<AdminServicesResponse>(adminKeys.services, (list) => withFeatured(list, id, isFeatured));
      return { wasFeatured: before?.services.find((s) => s.id === id)?.is_featured };
    },
    onError: (_err, { id }, context) => {
      if (context?.wasFeatured !== undefined) {
        queryClient.setQueryData<AdminServicesResponse>(adminKeys.services, (list) => withFeatured(list, id, context.wasFeatured!));
      }
    },
    onSuccess: ({ service }) => {
      queryClient.setQueryData<AdminServicesResponse>(adminKeys.services, (list) => withFeatured(list, service.id, service.is_featured));
    },
  });
}
