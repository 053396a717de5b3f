import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTexts, contactEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { contactMessageKeys } from './contact-message-keys';

export const deleteContactMessage = (id: number) => callApi(contactEndpoints.remove, { params: { id }, auth: adminTexts.authRequired });

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
