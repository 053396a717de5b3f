/** Earnings are NOK in the Norwegian locale (spec 2 sections 2, 9): '12 345,50 kr'. */
const nok = new Intl.NumberFormat('nb-NO', { style: 'currency', currency: 'NOK' });
const number = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 1 });

export const formatNok = (amount: number): string => nok.format(amount);

/** Chart axis: large values abbreviated with k ('12,5k'), small ones as they are. */
export function formatNokAxis(value: number): string {
  if (Math.abs(value) >= 1000) return `${number.format(value / 1000)}k`;
  return number.format(value);
}

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const shortMonthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });

/** 'YYYY-MM' → 'Mar 2026' (or 'Mar' for a crowded axis); anything else is shown as it came. */
export function formatMonth(month: string, short = false): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return month;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
  return (short ? shortMonthFormat : monthFormat).format(date);
}
