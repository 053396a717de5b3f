const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** '5 Mar 2026' ('N/A' for a missing or unreadable date). */
export function formatDate(iso: string | null | undefined): string {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? dateFormat.format(d) : 'N/A';
}

/** '5 Mar 2026, 14:05' in the viewer's time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? dateTimeFormat.format(d) : 'N/A';
}

const calendarFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '5 Mar 2026' from a calendar date (YYYY-MM-DD), the same day in every time zone. */
export function formatCalendarDate(isoDate: string | null | undefined): string {
  const d = isoDate ? new Date(`${isoDate.slice(0, 10)}T00:00:00Z`) : null;
  return d && !Number.isNaN(d.getTime()) ? calendarFormat.format(d) : 'N/A';
}
