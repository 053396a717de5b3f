/**
 * Which page numbers a numbered pager shows. The spec asks for two shapes:
 * - `pagesAround`: `around` pages either side of the current one, clipped to 1..total (spec 2, the
 *   catalogue: 1 2 [3] 4 5, but [1] 2 3 at the start);
 * - `centredPages`: always `count` numbers when the pages allow, centred on the current page and shifted
 *   at either end (spec 3, the inbox: 1 2 [3] 4 5, [1] 2 3 4 5, 6 7 8 9 [10]).
 */
export function pagesAround(current: number, total: number, around: number): number[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const from = Math.max(1, page - around);
  const to = Math.min(total, page + around);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export function centredPages(current: number, total: number, count: number): number[] {
  if (total < 1) return [];
  const shown = Math.min(count, total);
  const page = Math.min(Math.max(1, current), total);
  const start = Math.min(Math.max(1, page - Math.floor(shown / 2)), total - shown + 1);
  return Array.from({ length: shown }, (_, i) => start + i);
}
