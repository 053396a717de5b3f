import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTexts } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { contactMessageKeys } from './contact-message-keys';

export const deleteContactMessage = (id: number) =>
  apiRequest<{ message: string }>(`/admin/contact-messages/${id}`, { method: 'DELETE', auth: adminTexts.authRequired });

export function useDeleteContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContactMessage,
    onSuccess: (_res, id) => {
      queryClient.removeQueries({ queryKey: contactMessageKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: contactMessageKeys.lists });
    },
  });
}
