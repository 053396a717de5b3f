import { z } from 'zod';
import { optionalUrlSchema, requiredText } from '../common/fields';
import { NAME_MAX_LENGTH, userDtoSchema } from '../users/user.schemas';
import { authTexts } from '../auth/auth.texts';
import { subscriptionStatusSchema } from '../subscriptions/subscription-status';
import { subscriptionPlanDtoSchema } from '../subscriptions/subscription-plan.schemas';
import { partnerTexts } from './partner.texts';

/** The partner's own profile (spec 2 section 3), answered by GET /api/partners/me. */
export const partnerDtoSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  company_name: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  website_url: z.string().nullable(),
  logo_url: z.string().nullable(),
  slug: z.string().nullable(),
  service_type: z.string(),
  company_description: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  subscription_status: subscriptionStatusSchema.nullable(),
  subscription_plan_id: z.number().int().nullable(),
  /** The plan behind subscription_plan_id, also when it is no longer offered to new subscribers. */
  subscription_plan: subscriptionPlanDtoSchema.nullable(),
  subscribed_until: z.string().nullable(),
  created_at: z.string(),
});
export type PartnerDto = z.infer<typeof partnerDtoSchema>;

export const partnerResponseSchema = z.object({ partner: partnerDtoSchema });
export const partnerUpdateResponseSchema = z.object({
  message: z.string(),
  partner: partnerDtoSchema,
  user: userDtoSchema,
});

/** PUT /api/partners/me (spec 2 section 7: {companyName, name, phone_number, website_url}). */
export const updatePartnerSchema = z.object({
  companyName: requiredText(partnerTexts.companyRequired, 150),
  name: requiredText(partnerTexts.contactRequired, NAME_MAX_LENGTH),
  phone_number: z
    .union([
      z.literal('').transform(() => null),
      z.null(),
      z.string().trim().regex(/^\+?[0-9 ()\-.]{5,24}$/, authTexts.phoneInvalid),
    ])
    .optional()
    .transform((v) => v ?? null),
  website_url: optionalUrlSchema,
});
export type UpdatePartnerInput = z.input<typeof updatePartnerSchema>;
