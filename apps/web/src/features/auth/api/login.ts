import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type LoginInput } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const login = (input: LoginInput) => callApi(authEndpoints.login, { body: input });

export const useLogin = () => useMutation({ mutationFn: login });
