import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, partnerRegisterSchema } from '@mt/shared';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** {companyName, name, email, phone, website_url, logo_url, serviceType, password} (spec 1 section 3). */
export type PartnerRegisterPayload = z.output<typeof partnerRegisterSchema>;

export const partnerRegister = (input: PartnerRegisterPayload) =>
  apiRequest<AuthResponse>('/auth/partner-register', { method: 'POST', body: input });

export const usePartnerRegister = () => useMutation({ mutationFn: partnerRegister });
