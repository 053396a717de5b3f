import { useMutation } from '@tanstack/react-query';
import type { UpdateProfileInput, UserDto } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';

export const updateProfile = (input: UpdateProfileInput) =>
  apiRequest<{ user: UserDto }>('/users/me/profile', { method: 'PUT', body: input, auth: true });

/** Keeps the stored user in step, so the navigation's welcome line changes too. */
export const useUpdateProfile = () =>
  useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => useSession.getState().setUser(user),
  });
