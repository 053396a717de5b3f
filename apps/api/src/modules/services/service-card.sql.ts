import { sql, type SQL } from 'drizzle-orm';
import { describeImage, minorToDecimal, type SeasonRange, type ServiceDto } from '@mt/shared';

/** ISO 8601 in UTC to the millisecond, as Date.toISOString writes it: formatted once in SQL, not parsed back per row. */
const createdAtIso = sql`to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The columns of a public service card, for a query whose FROM has `services s`, `partners p` and the
 * `reviews` lateral below. Raw SQL rather than the query builder because search needs CTEs, ranking
 * and a window count in one statement; featured lists and partner pages share it so all agree.
 */
export const serviceCardColumns = sql`
  s.id, s.name, s.type, s.description, s.location_details, s.base_price_minor, s.currency,
  s.pricing_description, s.is_active, s.image_url, s.is_featured, s.pin_to_homepage,
  s.homepage_sort_order, ${createdAtIso} AS created_at, p.company_name, p.slug AS partner_slug,
  p.website_url AS partner_website_url, reviews.avg_rating, reviews.review_count, s.country,
  s.duration_hours, s.group_size_min, s.group_size_max, s.availability`;

/** A service's rating: reviews an admin hid count nowhere (issue 22; search's minRating and rating sort agree). */
export const reviewsLateral = sql`
  LEFT JOIN LATERAL (
    SELECT avg(r.rating)::float8 AS avg_rating, count(*)::int AS review_count
    FROM service_reviews r WHERE r.service_id = s.id AND NOT r.hidden
  ) reviews ON true`;

/**
 * Public lists show only listed services: active, not deleted, of partners whose subscription is active or
 * trialing. Triggers keep `listed` (migration 0006), so this needs no join to partners.
 */
export const publiclyVisible: SQL = sql`s.listed`;

export interface ServiceCardRow {
  id: number | string;
  name: string;
  type: string;
  description: string;
  location_details: string | null;
  base_price_minor: number | string | null;
  currency: string;
  pricing_description: string | null;
  is_active: boolean;
  image_url: string | null;
  is_featured: boolean;
  pin_to_homepage: boolean;
  homepage_sort_order: number;
  /** ISO 8601 (createdAtIso). */
  created_at: string;
  company_name: string;
  partner_slug: string | null;
  partner_website_url: string | null;
  avg_rating: number | null;
  review_count: number;
  country: string | null;
  duration_hours: number | null;
  group_size_min: number | null;
  group_size_max: number | null;
  /** jsonb: both drivers parse it. */
  availability: SeasonRange[];
}

export type CardPrice = Pick<ServiceDto, 'base_price' | 'currency' | 'listed_price'>;

/** node-postgres returns bigint as text and PGlite as number: both become numbers here. */
export function toServiceDto(row: ServiceCardRow): ServiceDto {
  const minor = row.base_price_minor === null ? null : Number(row.base_price_minor);
  return serviceDtoPriced(row, { base_price: minor === null ? null : minorToDecimal(minor, row.currency), currency: row.currency });
}

/** The card with a price quoted otherwise than in the service's own currency (public lists: public-price.ts). */
export function serviceDtoPriced(row: ServiceCardRow, price: CardPrice): ServiceDto {
  return {
    id: Number(row.id),
    name: row.name,
    type: row.type,
    description: row.description,
    location_details: row.location_details,
    country: row.country,
    base_price: price.base_price,
    currency: price.currency,
    ...(price.listed_price && { listed_price: price.listed_price }),
    pricing_description: row.pricing_description,
    is_active: row.is_active,
    image_url: row.image_url,
    image: describeImage(row.image_url),
    avg_rating: row.avg_rating === null ? null : Math.round(Number(row.avg_rating) * 100) / 100,
    review_count: Number(row.review_count),
    partner_name: row.company_name,
    partner_slug: row.partner_slug,
    partner_website_url: row.partner_website_url,
    company_name: row.company_name,
    is_featured: row.is_featured,
    pin_to_homepage: row.pin_to_homepage,
    homepage_sort_order: row.homepage_sort_order,
    created_at: row.created_at,
    duration_hours: row.duration_hours,
    group_size_min: row.group_size_min,
    group_size_max: row.group_size_max,
    availability: row.availability,
  };
}

/** `db.execute` answers `{ rows }` on both drivers. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
