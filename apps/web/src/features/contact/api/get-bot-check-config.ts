import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const getBotCheckConfig = () => callApi(contactEndpoints.getBotCheck);

/** Which widget the form shows; it only changes with the server's configuration. */
export const botCheckConfigQueryOptions = () =>
  queryOptions({ queryKey: ['contact', 'bot-check'], queryFn: getBotCheckConfig, staleTime: Infinity });

export const useBotCheckConfig = () => useQuery(botCheckConfigQueryOptions());
