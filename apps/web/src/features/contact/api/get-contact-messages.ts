import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminTexts, type ContactListParams, type ContactListResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { contactMessageKeys } from './contact-message-keys';

export const getContactMessages = (params: ContactListParams, signal?: AbortSignal) =>
  apiRequest<ContactListResponse>('/admin/contact-messages', {
    auth: adminTexts.authRequired,
    signal,
    query: { ...params },
  });

/** One page of the inbox; the previous page stays on screen while the next one loads. */
export const contactMessagesQueryOptions = (params: ContactListParams) =>
  queryOptions({
    queryKey: contactMessageKeys.list(params),
    queryFn: ({ signal }) => getContactMessages(params, signal),
    placeholderData: keepPreviousData,
  });

export const useContactMessages = (params: ContactListParams) => useQuery(contactMessagesQueryOptions(params));
