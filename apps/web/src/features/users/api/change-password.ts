import { useMutation } from '@tanstack/react-query';
import { usersEndpoints, type ChangePasswordInput } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const changePassword = (input: ChangePasswordInput) => callApi(usersEndpoints.changePassword, { body: input, auth: true });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
