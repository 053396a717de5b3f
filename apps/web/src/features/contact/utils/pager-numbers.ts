import { CONTACT_PAGER_NUMBERS } from '@mt/shared';

/**
 * Up to `count` page numbers centred on the current page (spec 3: the inbox pager shows up to 5),
 * shifted at either end so there are always `count` when the pages allow: 1 2 [3] 4 5, 6 7 [8] 9 10,
 * 6 7 8 9 [10].
 */
export function pagerNumbers(current: number, totalPages: number, count = CONTACT_PAGER_NUMBERS): number[] {
  if (totalPages < 1) return [];
  const shown = Math.min(count, totalPages);
  const page = Math.min(Math.max(1, current), totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(shown / 2)), totalPages - shown + 1);
  return Array.from({ length: shown }, (_, i) => start + i);
}
