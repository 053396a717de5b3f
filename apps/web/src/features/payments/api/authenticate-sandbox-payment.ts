import { useMutation } from '@tanstack/react-query';
import { paymentsEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const authenticateSandboxPayment = (input: { clientSecret: string; approve: boolean }) =>
  callApi(paymentsEndpoints.sandboxAuthenticate, { body: input });

export const useAuthenticateSandboxPayment = () => useMutation({ mutationFn: authenticateSandboxPayment });
