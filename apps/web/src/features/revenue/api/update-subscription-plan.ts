import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTexts, revenueEndpoints, type AdminPlansResponse, type UpdatePlanInput } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { revenueKeys } from './revenue-keys';

export const updateSubscriptionPlan = ({ id, ...body }: UpdatePlanInput & { id: number }) =>
  callApi(revenueEndpoints.updatePlan, { params: { id }, body, auth: adminTexts.authRequired });

export function useUpdateSubscriptionPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscriptionPlan,
    onSuccess: ({ data: plan }) => {
      queryClient.setQueryData<AdminPlansResponse>(revenueKeys.plans, (list) => list && { data: list.data.map((p) => (p.id === plan.id ? plan : p)) });
    },
  });
}
