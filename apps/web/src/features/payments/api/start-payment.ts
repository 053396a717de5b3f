import { useMutation } from '@tanstack/react-query';
import { tripsEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const startPayment = (tripId: number) => callApi(tripsEndpoints.pay, { params: { id: tripId }, auth: true });

export const useStartPayment = () => useMutation({ mutationFn: startPayment });
