import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnersEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { useSession } from '@/lib/session-store';

export const getMyPartner = () => callApi(partnersEndpoints.getOwn, { auth: true });

export const myPartnerQueryKey = ['partners', 'me'] as const;

export const myPartnerQueryOptions = () => queryOptions({ queryKey: myPartnerQueryKey, queryFn: getMyPartner });

/** Spec 2 section 6: the own profile is fetched only when a token exists and the user is a partner. */
export function useMyPartner() {
  const enabled = useSession((s) => !!s.token && s.user?.userType === 'partner');
  return useQuery({ ...myPartnerQueryOptions(), enabled, select: (data) => data.partner });
}
