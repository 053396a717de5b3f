import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnersEndpoints, type UpdatePartnerInput } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { useSession } from '@/lib/session-store';
import { myPartnerQueryKey } from './get-my-partner';

/** PUT /partners/me {companyName, name, phone_number, website_url}. */
export const updateMyPartner = (input: UpdatePartnerInput) =>
  callApi(partnersEndpoints.updateOwn, { body: input, auth: true });

export function useUpdateMyPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyPartner,
    onSuccess: async (saved) => {
      // The contract always answers both; spec 2 section 7 still refetches when no partner comes back.
      const { partner, user }: Partial<typeof saved> = saved;
      // The contact name is the account name and the company name is shown in the navigation.
      if (user) useSession.getState().setUser(user);
      // Spec 2 section 7: when no partner comes back, the profile is fetched again.
      if (partner) queryClient.setQueryData(myPartnerQueryKey, { partner });
      else await queryClient.invalidateQueries({ queryKey: myPartnerQueryKey });
    },
  });
}
