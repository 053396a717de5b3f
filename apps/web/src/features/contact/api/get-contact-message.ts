import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTexts, contactEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { contactMessageKeys } from './contact-message-keys';

/** Reading a message on the server marks it read (spec 3 section 4). */
export const getContactMessage = (id: number) => callApi(contactEndpoints.get, { params: { id }, auth: adminTexts.authRequired });

export const contactMessageQueryOptions = (id: number) =>
  // Always fetched afresh when opened: opening is what marks the message read.
  queryOptions({ queryKey: contactMessageKeys.detail(id), queryFn: () => getContactMessage(id), staleTime: 0, gcTime: 0 });

export const useContactMessage = (id: number | null) => useQuery({ ...contactMessageQueryOptions(id ?? 0), enabled: id !== null });
