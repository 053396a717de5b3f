import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myServicesQueryKey } from './get-my-services';

/** DELETE /services/{id}: 204. */
export const deleteService = (id: number) => apiRequest<void>(`/services/${id}`, { method: 'DELETE', auth: true });

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myServicesQueryKey }),
  });
}
