import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BotCheckConfig } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

export const getBotCheckConfig = () => apiRequest<BotCheckConfig>('/public/contact/bot-check');

/** Which widget the form shows; it only changes with the server's configuration. */
export const botCheckConfigQueryOptions = () =>
  queryOptions({ queryKey: ['contact', 'bot-check'], queryFn: getBotCheckConfig, staleTime: Infinity });

export const useBotCheckConfig = () => useQuery(botCheckConfigQueryOptions());
