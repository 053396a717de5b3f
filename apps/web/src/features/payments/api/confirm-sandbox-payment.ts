import { useMutation } from '@tanstack/react-query';
import type { SandboxConfirmInput, SandboxResult } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

export const confirmSandboxPayment = (input: SandboxConfirmInput) =>
  apiRequest<SandboxResult>('/payments/sandbox/confirm', { method: 'POST', body: input });

export const useConfirmSandboxPayment = () => useMutation({ mutationFn: confirmSandboxPayment });
