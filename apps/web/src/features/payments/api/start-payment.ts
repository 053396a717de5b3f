import { useMutation } from '@tanstack/react-query';
import type { PayTripResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

export const startPayment = (tripId: number) => apiRequest<PayTripResponse>(`/trips/${tripId}/pay`, { method: 'POST', auth: true });

export const useStartPayment = () => useMutation({ mutationFn: startPayment });
