import { useMutation } from '@tanstack/react-query';
import type { SandboxResult } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

export const authenticateSandboxPayment = (input: { clientSecret: string; approve: boolean }) =>
  apiRequest<SandboxResult>('/payments/sandbox/authenticate', { method: 'POST', body: input });

export const useAuthenticateSandboxPayment = () => useMutation({ mutationFn: authenticateSandboxPayment });
