/** Spec 2 section 9: 12 per page; 1 s debounce on the search box. */
export const SEARCH_PAGE_SIZE = 12;
export const SEARCH_PAGE_SIZE_MAX = 50;
export const SEARCH_DEBOUNCE_MS = 1000;
export const SEARCH_TEXT_MAX = 200;
export const SEARCH_LOCATION_MAX = 100;
/**
 * Matches beyond this many are neither ranked nor counted (docs/decisions/0002-service-search.md):
 * `total` stops here and `totalCapped` says so. It keeps a common word as fast as a rare one.
 */
export const SEARCH_RESULT_CAP = 500;
/** Pages past the cap can hold nothing; refusing them keeps OFFSET bounded. */
export const SEARCH_PAGE_MAX = SEARCH_RESULT_CAP;
/** Page buttons show this many pages either side of the current one (spec 2 section 2). */
export const PAGINATION_WINDOW = 2;
