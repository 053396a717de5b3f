import type { QueryClient } from '@tanstack/react-query';
import type { ContactListResponse, ContactMessage } from '@mt/shared';
import { contactMessageKeys } from './contact-message-keys';

/** Shows a message's new state in every cached list page at once, before the lists are refetched. */
export function patchListedMessage(queryClient: QueryClient, message: ContactMessage) {
  queryClient.setQueriesData<ContactListResponse>({ queryKey: contactMessageKeys.lists }, (page) =>
    page ? { ...page, messages: page.messages.map((m) => (m.id === message.id ? message : m)) } : page,
  );
}
