import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerDto, UpdatePartnerInput, UserDto } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { myPartnerQueryKey } from './get-my-partner';

interface UpdatePartnerResponse {
  message: string;
  partner?: PartnerDto;
  user?: UserDto;
}

/** PUT /partners/me {companyName, name, phone_number, website_url}. */
export const updateMyPartner = (input: UpdatePartnerInput) =>
  apiRequest<UpdatePartnerResponse>('/partners/me', { method: 'PUT', body: input, auth: true });

export function useUpdateMyPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyPartner,
    onSuccess: async ({ partner, user }) => {
      // The contact name is the account name and the company name is shown in the navigation.
      if (user) useSession.getState().setUser(user);
      // Spec 2 section 7: when no partner comes back, the profile is fetched again.
      if (partner) queryClient.setQueryData(myPartnerQueryKey, { partner });
      else await queryClient.invalidateQueries({ queryKey: myPartnerQueryKey });
    },
  });
}
