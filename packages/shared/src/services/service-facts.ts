// A service's length, capacity and season (issue 22, docs/decisions/0036-service-facts.md): limits and the
// calendar rules, without zod, so the server's writes, the seed and the web form share them.

/** A year: anything longer is not one booking. Migration 0021's check holds the same bounds. */
export const SERVICE_DURATION_HOURS_MAX = 8760;
export const SERVICE_DURATION_DAYS_MAX = SERVICE_DURATION_HOURS_MAX / 24;
export const SERVICE_GROUP_SIZE_MAX = 1000;
/** Enough for two seasons a year over the horizon, and a bound on the work one request can ask for. */
export const SERVICE_SEASONS_MAX = 12;
/** How far ahead a season may end: partners plan a year or two ahead; further is a typo (2207 for 2027). */
export const SERVICE_SEASON_HORIZON_YEARS = 3;
/** No season starts before this: a bound for typos (0206 for 2026), far below any real listing. */
export const SERVICE_SEASON_EARLIEST = '2000-01-01';
/** The multipart field is JSON text: 12 ranges take about 500 characters; more is not a season list. */
export const SERVICE_SEASONS_JSON_MAX = 2000;

/** `{ from, until }` ISO days, both inclusive. */
export interface SeasonRange {
  from: string;
  until: string;
}

/** The four facts as stored and answered (null and [] mean "not said", [] meaning all year). */
export interface ServiceFacts {
  duration_hours: number | null;
  group_size_min: number | null;
  group_size_max: number | null;
  availability: SeasonRange[];
}

const DAY_MS = 86_400_000;
const dayMs = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** YYYY-MM-DD that names a day of the calendar (2026-02-30 does not). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = dayMs(value);
  return !Number.isNaN(ms) && isoOf(ms) === value;
}

/** The UTC calendar day of an instant: the server's and the form's "today" for season rules. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * Sorted by start, with overlapping and touching ranges joined (1–10 June and 11–20 June are one season):
 * what is stored, so the last range's `until` is the last day the service runs.
 */
export function normalizeSeasons(ranges: readonly SeasonRange[]): SeasonRange[] {
  const sorted = [...ranges].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const out: SeasonRange[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && dayMs(r.from) <= dayMs(last.until) + DAY_MS) {
      if (r.until > last.until) last.until = r.until;
    } else out.push({ from: r.from, until: r.until });
  }
  return out;
}

/** services.available_until: the last day of the last season, null for "all year". Written with availability. */
export function availableUntilOf(ranges: readonly SeasonRange[]): string | null {
  let last: string | null = null;
  for (const r of ranges) if (last === null || r.until > last) last = r.until;
  return last;
}

/** The last day a season may end, seen from `today`. */
export function seasonHorizon(today: string): string {
  const d = new Date(dayMs(today));
  d.setUTCFullYear(d.getUTCFullYear() + SERVICE_SEASON_HORIZON_YEARS);
  return isoOf(d.getTime());
}

/**
 * What the calendar rules need to know: today, and the seasons the service already has. A range that has
 * ended is refused as a typo unless it lies within one the service already has: an old service stays
 * savable as it is, and its ended seasons stay true (deleting them would turn it into "all year").
 */
export interface SeasonContext {
  today: string;
  kept: readonly SeasonRange[];
}

/** Which day-rule a range breaks, given today (null: none). A day's grace for partners west of UTC. */
export function seasonTimeProblem(range: SeasonRange, ctx: SeasonContext): 'ended' | 'beyondHorizon' | null {
  if (range.until > seasonHorizon(ctx.today)) return 'beyondHorizon';
  const ended = dayMs(range.until) < dayMs(ctx.today) - DAY_MS;
  if (ended && !ctx.kept.some((k) => k.from <= range.from && range.until <= k.until)) return 'ended';
  return null;
}
