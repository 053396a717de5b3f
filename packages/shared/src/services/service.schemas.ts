import { z } from 'zod';
import { responsiveImageSchema } from '../media/responsive-image.schema';

/**
 * A service as the public catalogue shows it (spec 2 section 3). base_price is a decimal in `currency`
 * (stored as minor units); partner_name and company_name are both the company's public name: the
 * contact person's name is never published.
 */
export const serviceDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  description: z.string(),
  location_details: z.string().nullable(),
  /** ISO alpha-2 (issue 19); null only on services made before countries were recorded. */
  country: z.string().nullable(),
  base_price: z.number().nullable(),
  currency: z.string(),
  /**
   * Issue 22: the price as the partner set it, when base_price quotes it in another currency (public lists
   * quote USD, decision 0003). Pages convert from it and show it in small print (docs/decisions/0039).
   */
  listed_price: z.object({ amount: z.number(), currency: z.string() }).optional(),
  pricing_description: z.string().nullable(),
  is_active: z.boolean(),
  image_url: z.string().nullable(),
  /** image_url with its size and srcset (decision 0023); null when there is no image. */
  image: responsiveImageSchema.nullable(),
  avg_rating: z.number().nullable(),
  review_count: z.number().int(),
  partner_name: z.string(),
  partner_slug: z.string().nullable(),
  partner_website_url: z.string().nullable(),
  company_name: z.string(),
  is_featured: z.boolean(),
  pin_to_homepage: z.boolean(),
  homepage_sort_order: z.number().int(),
  created_at: z.string(),
  /** How long it lasts in whole hours (1..8760); null when the partner did not say (issue 22). */
  duration_hours: z.number().int().nullable(),
  /** How many people one booking takes: both null, or 1 ≤ min ≤ max ≤ 1000. */
  group_size_min: z.number().int().nullable(),
  group_size_max: z.number().int().nullable(),
  /** The days it runs, `{ from, until }` ISO days, sorted and apart; empty means all year. */
  availability: z.array(z.object({ from: z.string(), until: z.string() })),
});
export type ServiceDto = z.infer<typeof serviceDtoSchema>;

export const servicesResponseSchema = z.object({ services: z.array(serviceDtoSchema) });
export type ServicesResponse = z.infer<typeof servicesResponseSchema>;
