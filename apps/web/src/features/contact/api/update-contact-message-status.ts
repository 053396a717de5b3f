import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTexts, contactEndpoints, type ContactStatus } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { contactMessageKeys } from './contact-message-keys';
import { patchListedMessage } from './patch-listed-message';

export const updateContactMessageStatus = ({ id, status }: { id: number; status: ContactStatus }) =>
  callApi(contactEndpoints.updateStatus, { params: { id }, body: { status }, auth: adminTexts.authRequired });

export function useUpdateContactMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactMessageStatus,
    onSuccess: (message) => {
      patchListedMessage(queryClient, message);
      queryClient.setQueryData(contactMessageKeys.detail(message.id), message);
      // A status filter may now exclude it: the lists catch up in the background.
      void queryClient.invalidateQueries({ queryKey: contactMessageKeys.lists });
    },
  });
}
