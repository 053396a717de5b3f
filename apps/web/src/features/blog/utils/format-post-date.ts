import { dayMonthYear } from '@/lib/english-dates';

/** "12 March 2025": posts show the day they were written, in the reader's own date format order. */
export function formatPostDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return dayMonthYear(d, 'local');
}
