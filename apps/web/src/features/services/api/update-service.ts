import { useMutation, useQueryClient } from '@tanstack/react-query';
import { servicesEndpoints, type ServiceFormValues } from '@mt/shared';
import { callApi } from '@/lib/call-api';
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
  callApi(servicesEndpoints.update, { params: { id }, body: serviceFormData(values, image), auth: true });

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myServicesQueryKey }),
  });
}
