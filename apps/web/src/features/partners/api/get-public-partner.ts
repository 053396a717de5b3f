import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicPartnerResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

export const getPublicPartner = (slug: string) =>
  apiRequest<PublicPartnerResponse>(`/public/partners/${encodeURIComponent(slug)}`);

export const publicPartnerQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['partners', 'public', slug] as const, queryFn: () => getPublicPartner(slug) });

export const usePublicPartner = (slug: string | undefined) =>
  useQuery({ ...publicPartnerQueryOptions(slug ?? ''), enabled: !!slug });
