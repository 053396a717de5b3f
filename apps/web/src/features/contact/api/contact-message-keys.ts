import type { ContactListParams } from '@mt/shared';

/** Query keys of the inbox: every list page under one prefix, so a change can refresh them all. */
export const contactMessageKeys = {
  lists: ['contact', 'messages', 'list'] as const,
  list: (params: ContactListParams) => ['contact', 'messages', 'list', params] as const,
  detail: (id: number) => ['contact', 'messages', 'detail', id] as const,
};
