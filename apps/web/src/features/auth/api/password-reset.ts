import { useMutation } from '@tanstack/react-query';
import { passwordResetEndpoints, type ForgotPasswordInput, type ResetPasswordInput } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const requestPasswordReset = (input: ForgotPasswordInput) => callApi(passwordResetEndpoints.forgotPassword, { body: input });
export const resetPassword = (input: ResetPasswordInput) => callApi(passwordResetEndpoints.resetPassword, { body: input });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
