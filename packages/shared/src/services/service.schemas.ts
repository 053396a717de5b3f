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
});
export type ServiceDto = z.infer<typeof serviceDtoSchema>;

export const servicesResponseSchema = z.object({ services: z.array(serviceDtoSchema) });
export type ServicesResponse = z.infer<typeof servicesResponseSchema>;

/**
 * Every public list (featured, home page, search, partner page) quotes prices in this currency, converted
 * with the admin's exchange rates: the search's price ranges are in it too, so a filter and the cards
 * agree (docs/decisions/0003-public-catalogue.md).
 */
export const PUBLIC_PRICE_CURRENCY = 'USD';

/** At most this many services are pinned to the home page (DESIGN.md section 4). */
export const HOMEPAGE_PINNED_MAX = 3;
/** Spec 2 section 3: homepage_sort_order defaults to 999, meaning "unset". */
export const HOMEPAGE_SORT_ORDER_UNSET = 999;
/** Spec 2 section 9: service card descriptions are cut here, with Read More/Read Less. */
export const SERVICE_DESCRIPTION_TRUNCATE = 120;
/** Spec 1 section 9: three skeleton cards while the featured snippet loads. */
export const FEATURED_SKELETON_COUNT = 3;
/** Spec 2 section 9: the featured toast and the search notice disappear after 5 s. */
export const CATALOGUE_NOTICE_MS = 5000;

/**
 * Average rating as the spec shows it: an integer or one decimal; 0 or missing is 'N/A'.
 * 4 → '4', 4.25 → '4.3', 4.96 → '5'.
 */
export function formatAverageRating(avg: number | null | undefined): string {
  if (avg === null || avg === undefined || !Number.isFinite(avg) || avg === 0) return 'N/A';
  const rounded = Math.round(avg * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}
