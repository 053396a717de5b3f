const DAY_MS = 24 * 60 * 60 * 1000;

/** `now` moved by whole days (negative: in the past). */
export function daysFrom(now: Date, days: number, hour?: number): Date {
  const d = new Date(now.getTime() + days * DAY_MS);
  if (hour !== undefined) d.setUTCHours(hour, 0, 0, 0);
  // "Today at 08:00" must not land in the future when the seed runs at 03:00.
  if (days <= 0 && d > now) return new Date(now.getTime() - 5 * 60_000);
  return d;
}

/** A calendar date (YYYY-MM-DD) `days` from `now`, for date columns. */
export function dateFrom(now: Date, days: number): string {
  return daysFrom(now, days).toISOString().slice(0, 10);
}

/** Looks a key up in a map built earlier in the seed; a dataset that names an unknown key fails the whole seed. */
export function must<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo data refers to an unknown ${what} "${String(key)}"`);
  return value;
}

/** URLs of the images generated for the demo, by the data's own keys. A missing image is simply null in the row. */
export interface DemoImages {
  logos: Record<string, string>;
  avatars: Record<string, string>;
  services: Record<string, string>;
  storyCovers: Record<string, string>;
  storyGalleries: Record<string, string[]>;
  blog: Record<string, string>;
  /** Every stored key, so a failed seed can remove its files. */
  keys: string[];
}

export const noImages = (): DemoImages => ({
  logos: {},
  avatars: {},
  services: {},
  storyCovers: {},
  storyGalleries: {},
  blog: {},
  keys: [],
});
