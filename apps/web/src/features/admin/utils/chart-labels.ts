const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** '2026-03-05' → '5 Mar' (the server's days are UTC). */
export const dayLabel = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
/** '2026-03' → 'Mar 26'. */
export const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));
