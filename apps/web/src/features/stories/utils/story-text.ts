import { dayMonthYear, monthYear as englishMonthYear } from '@/lib/english-dates';

/** Cuts at `max` characters on a word boundary when one is near, with an ellipsis; short text is returned as is. */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.8 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** 'Amina Mwangi' → 'AM'; a blank name gives '?'. */
export function initials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0]];
  return letters.join('').toUpperCase() || '?';
}

/** '2024-06-10' → 'June 2024' (the card's month/year); dates are days, so read them in UTC. */
export function monthYear(isoDate: string): string {
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return '';
  return englishMonthYear(d, 'utc');
}

export function longDate(iso: string): string {
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(d.getTime())) return '';
  return dayMonthYear(d, 'utc');
}

/** Spec 2 section 5: `?image=` is used only when it is a whole number inside the gallery, else 0. */
export function imageIndexFromQuery(value: string | null, count: number): number {
  if (value === null || !/^\d+$/.test(value)) return 0;
  const n = Number(value);
  return n < count ? n : 0;
}
