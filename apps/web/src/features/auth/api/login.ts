import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type LoginWithProofInput } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const login = (input: LoginWithProofInput) => callApi(authEndpoints.login, { body: input });

export const useLogin = () => useMutation({ mutationFn: login });
