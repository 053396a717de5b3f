import { useMutation } from '@tanstack/react-query';
import { sessionEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const logoutEverywhere = () => callApi(sessionEndpoints.logoutEverywhere, { auth: true });

export const useLogoutEverywhere = () => useMutation({ mutationFn: logoutEverywhere });
