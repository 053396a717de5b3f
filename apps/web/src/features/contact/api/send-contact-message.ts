import { useMutation } from '@tanstack/react-query';
import { contactEndpoints, type ContactFormInput } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const sendContactMessage = (input: ContactFormInput) => callApi(contactEndpoints.send, { body: input });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
