import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminServicesEndpoints, adminTexts, type AdminServicesResponse, type ServiceFormValues } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { adminServiceQueryKey } from './get-admin-service';
import { adminServicesQueryKey } from './get-admin-services';

/**
 * PUT /api/admin/services/{id}: the form's values as the form holds them (the schema parses them again on
 * the server); base_price goes as text, empty for no price, exactly like the partner's multipart form.
 */
export const updateAdminService = ({ id, values }: { id: number; values: ServiceFormValues }) =>
  callApi(adminServicesEndpoints.update, {
    params: { id },
    body: {
      ...values,
      base_price: values.base_price === null ? '' : String(values.base_price),
      location_details: values.location_details ?? '',
      pricing_description: values.pricing_description ?? '',
    },
    auth: adminTexts.authRequired,
  });

export function useUpdateAdminService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminService,
    onSuccess: ({ service }) => {
      queryClient.setQueryData<AdminServicesResponse>(adminServicesQueryKey, (list) => list && { services: list.services.map((s) => (s.id === service.id ? service : s)) });
      return queryClient.invalidateQueries({ queryKey: adminServiceQueryKey(service.id) });
    },
  });
}
