import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTexts, type AdminPlanResponse, type AdminPlansResponse, type UpdatePlanInput } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { revenueKeys } from './revenue-keys';

export const updateSubscriptionPlan = ({ id, ...body }: UpdatePlanInput & { id: number }) =>
  apiRequest<AdminPlanResponse>(`/revenue/subscription-plans/${id}`, { method: 'PUT', body, auth: adminTexts.authRequired });

export function useUpdateSubscriptionPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscriptionPlan,
    onSuccess: ({ data: plan }) => {
      queryClient.setQueryData<AdminPlansResponse>(revenueKeys.plans, (list) => list && { data: list.data.map((p) => (p.id === plan.id ? plan : p)) });
    },
  });
}
