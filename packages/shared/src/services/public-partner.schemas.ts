import { z } from 'zod';
import { responsiveImageSchema } from '../media/responsive-image.schema';
import { serviceDtoSchema } from './service.schemas';

/** Partner (public), spec 2 section 3: what anyone may see about a partner. */
export const publicPartnerDtoSchema = z.object({
  company_name: z.string(),
  company_description: z.string().nullable(),
  logo_url: z.string().nullable(),
  /** logo_url with its size and srcset (decision 0023). */
  logo: responsiveImageSchema.nullable(),
  service_type: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  website_url: z.string().nullable(),
  slug: z.string(),
});
export type PublicPartnerDto = z.infer<typeof publicPartnerDtoSchema>;

/** GET /api/public/partners/{slug}: service prices are converted to USD (spec 2 section 9). */
export const publicPartnerResponseSchema = z.object({
  status: z.literal('success'),
  partner: publicPartnerDtoSchema,
  services: z.array(serviceDtoSchema),
});
export type PublicPartnerResponse = z.infer<typeof publicPartnerResponseSchema>;

/** Slugs are made by the API's slugify: lower-case letters, digits and dashes. Anything else cannot exist (404). */
export const PARTNER_SLUG_PATTERN = /^[a-z0-9-]{1,160}$/;
export const publicPartnerParamsSchema = z.object({ slug: z.string() });
