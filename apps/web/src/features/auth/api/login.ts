import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginInput } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

export const login = (input: LoginInput) => apiRequest<AuthResponse>('/auth/login', { method: 'POST', body: input });

export const useLogin = () => useMutation({ mutationFn: login });
