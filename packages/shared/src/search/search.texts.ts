import { SEARCH_NON_JSON_TEXT } from './search.answer.texts';

/** Service Discovery texts (spec 2 sections 2 and 8); the server's validation messages are in search.input.texts.ts. */
export const searchTexts = {
  title: 'All Services',
  intro: 'Search every service our partners offer across Africa.',
  searchLabel: 'Search services',
  searchPlaceholder: 'Search by name, place or activity…',
  filters: 'Filters',
  applyFilters: 'Apply Filters',
  clearFilters: 'Clear filters',
  emptyTitle: 'No services found',
  emptyBody: 'Try adjusting your search criteria or filters',
  errorTitle: 'Something went wrong',
  bannerTitle: 'Error Loading Services',
  tryAgain: 'Try again',
  retry: 'Retry',
  dismiss: 'Dismiss',
  completeTitle: 'Search Complete',
  complete: (n: number, capped = false) => `Found ${n}${capped ? '+' : ''} service${n === 1 ? '' : 's'} matching your criteria`,
  failed: 'Failed to search services',
  nonJson: SEARCH_NON_JSON_TEXT,
  gridView: 'Grid view',
  listView: 'List view',
  sortLabel: 'Sort by',
} as const;
