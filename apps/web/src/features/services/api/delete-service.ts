import { useMutation, useQueryClient } from '@tanstack/react-query';
import { servicesEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { myServicesQueryKey } from './get-my-services';

/** DELETE /services/{id}: 204. */
export const deleteService = (id: number) => callApi(servicesEndpoints.remove, { params: { id }, auth: true });

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myServicesQueryKey }),
  });
}
