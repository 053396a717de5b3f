import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminPartnersEndpoints, adminTexts } from '@mt/shared';
import { callApi } from '@/lib/call-api';

/** Under the dashboard's 'admin' prefix: the overview's retry and a trip change refresh it too. */
const partnersListQueryKey = ['admin', 'partners'] as const;

export const getPartnersList = () => callApi(adminPartnersEndpoints.list, { auth: adminTexts.authRequired });

export const partnersListQueryOptions = () =>
  queryOptions({ queryKey: partnersListQueryKey, queryFn: getPartnersList, select: (r) => r.partners });

export const usePartnersList = () => useQuery(partnersListQueryOptions());
