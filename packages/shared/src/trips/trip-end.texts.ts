const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "12 March 2027": a calendar day (YYYY-MM-DD) as the traveller reads it, the same words on the server
 * (409 messages) and the web (hints), with no time zone or locale involved.
 */
export function dayMonth(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** Texts of a trip's end date (issue 19 section 4, docs/decisions/0021). */
export const tripEndTexts = {
  /** The hint beside a trip that is paid but not over yet. */
  completeFromHint: (endDate: string) => `You can mark this trip completed from ${dayMonth(endDate)}.`,
  /** The server's 409 to an early completion request. */
  notCompletableYet: (endDate: string) => `This trip ends on ${dayMonth(endDate)}: you can mark it completed from that day.`,
  /** The server's 409 to an early review. */
  notReviewableYet: (endDate: string) => `This trip ends on ${dayMonth(endDate)}: you can review it from that day, or once it is completed.`,
  /** Hint beside a trip that cannot be reviewed yet. */
  reviewFromHint: (endDate: string) => `You can review this trip from ${dayMonth(endDate)}.`,
} as const;
