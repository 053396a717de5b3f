import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type registerSchema } from '@mt/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/call-api';

/** The traveller registration body after the form's transforms: {name, email, password, avatar_url}. */
export type RegisterPayload = z.output<typeof registerSchema>;

export const register = (input: RegisterPayload) => callApi(authEndpoints.register, { body: input });

export const useRegister = () => useMutation({ mutationFn: register });
