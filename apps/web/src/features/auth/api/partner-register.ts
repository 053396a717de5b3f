import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type partnerRegisterSchema } from '@mt/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/call-api';

/** {companyName, name, email, phone, website_url, logo_url, serviceType, password} (spec 1 section 3). */
export type PartnerRegisterPayload = z.output<typeof partnerRegisterSchema>;

export const partnerRegister = (input: PartnerRegisterPayload) => callApi(authEndpoints.registerPartner, { body: input });

export const usePartnerRegister = () => useMutation({ mutationFn: partnerRegister });
