import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminTexts, contactEndpoints, type ContactListParams } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { contactMessageKeys } from './contact-message-keys';

export const getContactMessages = (params: ContactListParams, signal?: AbortSignal) =>
  callApi(contactEndpoints.list, {
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
