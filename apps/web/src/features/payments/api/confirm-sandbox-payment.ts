import { useMutation } from '@tanstack/react-query';
import { paymentsEndpoints, type SandboxConfirmInput } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const confirmSandboxPayment = (input: SandboxConfirmInput) => callApi(paymentsEndpoints.sandboxConfirm, { body: input });

export const useConfirmSandboxPayment = () => useMutation({ mutationFn: confirmSandboxPayment });
