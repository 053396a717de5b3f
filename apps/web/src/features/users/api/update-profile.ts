import { useMutation } from '@tanstack/react-query';
import { usersEndpoints, type UpdateProfileInput } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { useSession } from '@/lib/session-store';

export const updateProfile = (input: UpdateProfileInput) => callApi(usersEndpoints.updateProfile, { body: input, auth: true });

/** Keeps the stored user in step, so the navigation's welcome line changes too. */
export const useUpdateProfile = () =>
  useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => useSession.getState().setUser(user),
  });
