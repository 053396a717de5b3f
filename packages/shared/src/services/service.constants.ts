// The catalogue's limits and formatting, without zod: pages that show services import these without
// pulling the schemas' library into their first load (issue 20).

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
