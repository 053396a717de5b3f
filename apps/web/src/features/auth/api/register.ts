import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, registerSchema } from '@mt/shared';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** The traveller registration body after the form's transforms: {name, email, password, avatar_url}. */
export type RegisterPayload = z.output<typeof registerSchema>;

export const register = (input: RegisterPayload) =>
  apiRequest<AuthResponse>('/auth/register', { method: 'POST', body: input });

export const useRegister = () => useMutation({ mutationFn: register });
