import type { ServiceDto } from './service.schemas';

// Ships with every service card (/service-discovery has a 120 KB first-load budget): kept small, and
// without Intl, whose first call loads locale data on the path of the first paint (see money.ts).

const MONTHS = 'JanFebMarAprMayJunJulAugSepOctNovDec';
/** '1 Jun', or '1 Jun 2026' with the year, from an ISO day (en-GB order, as the site writes dates). */
const day = (iso: string, year: boolean) => `${+iso.slice(8)} ${MONTHS.substr(+iso.slice(5, 7) * 3 - 3, 3)}${year ? ` ${iso.slice(0, 4)}` : ''}`;

export type ServiceFactsSource = Pick<ServiceDto, 'type' | 'duration_hours' | 'group_size_min' | 'group_size_max' | 'availability'>;

/**
 * A service's length, capacity and season in one line: '3 days · 2–8 people · 1 Jun – 31 Oct 2026'; only
 * what the partner said ('' when nothing). Whole days read as days (nights for a place to stay), anything
 * else in hours. Of the seasons, the first that has not ended (the last one when all have), with the year,
 * and how many more follow. `today` is a UTC day, the same on the server's paint and in the browser.
 */
export function formatServiceFacts(s: ServiceFactsSource, today = new Date().toISOString().slice(0, 10)): string {
  const out: string[] = [];
  const h = s.duration_hours;
  if (h) out.push(h % 24 ? `${h} hour${h > 1 ? 's' : ''}` : `${h / 24} ${s.type === 'accommodation' ? 'night' : 'day'}${h > 24 ? 's' : ''}`);
  const lo = s.group_size_min;
  const hi = s.group_size_max;
  if (hi) out.push(`${lo && lo < hi ? `${lo}–` : ''}${hi} ${hi > 1 ? 'people' : 'person'}`);
  const seasons = s.availability;
  if (seasons.length) {
    let i = seasons.findIndex((r) => r.until >= today);
    if (i < 0) i = seasons.length - 1;
    const { from, until } = seasons[i]!;
    const more = seasons.length - 1 - i;
    out.push(`${day(from, from.slice(0, 4) !== until.slice(0, 4))} – ${day(until, true)}${more ? ` +${more} more` : ''}`);
  }
  return out.join(' · ');
}
