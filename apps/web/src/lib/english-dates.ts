/**
 * Dates as en-GB writes them ('27 November 2026', 'November 2026'), without Intl: a browser's first Intl
 * call loads its locale data (about 60 ms on a laptop, four times that on a phone), and the stories and the
 * blog would pay it on their first paint for a few month names. A test holds these to Intl.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** In UTC (a calendar date stored as a day), or in the reader's own time zone. */
export type DateZone = 'utc' | 'local';

const parts = (d: Date, zone: DateZone) =>
  zone === 'utc' ? { day: d.getUTCDate(), month: d.getUTCMonth(), year: d.getUTCFullYear() } : { day: d.getDate(), month: d.getMonth(), year: d.getFullYear() };

/** '27 November 2026'. */
export function dayMonthYear(d: Date, zone: DateZone): string {
  const { day, month, year } = parts(d, zone);
  return `${day} ${MONTHS[month]} ${year}`;
}

/** 'November 2026'. */
export function monthYear(d: Date, zone: DateZone): string {
  const { month, year } = parts(d, zone);
  return `${MONTHS[month]} ${year}`;
}
