import { useMutation } from '@tanstack/react-query';
import type { ContactFormInput } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

export const sendContactMessage = (input: ContactFormInput) =>
  apiRequest<{ message: string }>('/public/contact', { method: 'POST', body: input });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
