import { useMutation } from '@tanstack/react-query';
import { tripsEndpoints, type PaymentPart } from '@mt/shared';
import { callApi } from '@/lib/call-api';

/** Without a part the server charges what is due next (docs/decisions/0013). */
export const startPayment = ({ tripId, part }: { tripId: number; part?: PaymentPart }) =>
  callApi(tripsEndpoints.pay, { params: { id: tripId }, ...(part ? { body: { part } } : {}), auth: true });

export const useStartPayment = () => useMutation({ mutationFn: startPayment });
