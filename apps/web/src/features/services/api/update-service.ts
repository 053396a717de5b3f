import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceFormValues, ServiceResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { serviceFormData } from '../utils/service-form-data';
import { myServicesQueryKey } from './get-my-services';

export interface UpdateServiceInput {
  id: number;
  values: ServiceFormValues;
  /** A new image replaces the current one; null keeps it. */
  image: File | null;
}

/** PUT /services/{id}: the same multipart as POST; answers the updated { service }. */
export const updateService = ({ id, values, image }: UpdateServiceInput) =>
  apiRequest<ServiceResponse>(`/services/${id}`, { method: 'PUT', body: serviceFormData(values, image), auth: true });

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myServicesQueryKey }),
  });
}
