import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminServicesEndpoints, adminTexts, type AdminServicesResponse } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { adminServicesQueryKey } from './get-admin-services';

export const updateServiceFeatured = ({ id, isFeatured }: { id: number; isFeatured: boolean }) =>
  callApi(adminServicesEndpoints.setFeatured, { params: { id }, body: { is_featured: isFeatured }, auth: adminTexts.authRequired });

const withFeatured = (list: AdminServicesResponse | undefined, id: number, isFeatured: boolean) =>
  list && { services: list.services.map((s) => (s.id === id ? { ...s, is_featured: isFeatured } : s)) };

/** Spec 3 section 4: the checkbox changes at once and goes back if the server refuses. */
export function useUpdateServiceFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServiceFeatured,
    onMutate: async ({ id, isFeatured }) => {
      await queryClient.cancelQueries({ queryKey: adminServicesQueryKey });
      const before = queryClient.getQueryData<AdminServicesResponse>(adminServicesQueryKey);
      queryClient.setQueryData<AdminServicesResponse>(adminServicesQueryKey, (list) => withFeatured(list, id, isFeatured));
      return { wasFeatured: before?.services.find((s) => s.id === id)?.is_featured };
    },
    onError: (_err, { id }, context) => {
      if (context?.wasFeatured !== undefined) {
        queryClient.setQueryData<AdminServicesResponse>(adminServicesQueryKey, (list) => withFeatured(list, id, context.wasFeatured!));
      }
    },
    onSuccess: ({ service }) => {
      queryClient.setQueryData<AdminServicesResponse>(adminServicesQueryKey, (list) => withFeatured(list, service.id, service.is_featured));
    },
  });
}
