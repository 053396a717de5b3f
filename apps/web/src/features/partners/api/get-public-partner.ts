import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnersEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const getPublicPartner = (slug: string) => callApi(partnersEndpoints.getPublic, { params: { slug } });

export const publicPartnerQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['partners', 'public', slug] as const, queryFn: () => getPublicPartner(slug) });

export const usePublicPartner = (slug: string | undefined) =>
  useQuery({ ...publicPartnerQueryOptions(slug ?? ''), enabled: !!slug });
