import { useMutation, useQueryClient } from '@tanstack/react-query';
import { servicesEndpoints, type ServiceFormValues } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { serviceFormData } from '../utils/service-form-data';
import { myServicesQueryKey } from './get-my-services';

export interface CreateServiceInput {
  values: ServiceFormValues;
  image: File | null;
}

/** POST /services: multipart fields plus the image (spec 2 section 7); answers { service }. */
export const createService = ({ values, image }: CreateServiceInput) =>
  callApi(servicesEndpoints.create, { body: serviceFormData(values, image), auth: true });

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myServicesQueryKey }),
  });
}
