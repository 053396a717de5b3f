import { PAGINATION_WINDOW } from '@mt/shared';

/** Page numbers shown around the current one: `window` either side, clipped to 1..total. */
export function pageWindow(current: number, total: number, window = PAGINATION_WINDOW): number[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const from = Math.max(1, page - window);
  const to = Math.min(total, page + window);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
