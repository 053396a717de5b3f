import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

export const changePassword = (input: ChangePasswordInput) =>
  apiRequest<{ message: string }>('/users/me/password', { method: 'PUT', body: input, auth: true });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
