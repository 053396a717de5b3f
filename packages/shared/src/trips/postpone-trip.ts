import { z } from 'zod';
import { addDays } from './trip-dates';
import type { PaymentStatus, TripStatus } from './trip-status';

/**
 * Postponement by the traveller (issue 18 section 3, docs/decisions/0016): the rules, once, for the
 * server's answer, the webhook's re-check and the dashboard's dialog. Dates are YYYY-MM-DD on the
 * UTC calendar, like the jobs.
 */

/** Postponing is allowed while the current departure is at least this many days away. */
export const POSTPONE_NOTICE_DAYS = 28;
/** The new departure is at least this many days after today… */
export const POSTPONE_MIN_LEAD_DAYS = 28;
/** …and at most this many calendar months after today. */
export const POSTPONE_MAX_MONTHS = 18;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

export const postponeTexts = {
  dateInvalid: 'Choose the new departure date (YYYY-MM-DD).',
  notBooked: 'Only a booked trip can be postponed: pay the deposit or the full price first.',
  notActive: 'This trip can no longer be postponed: it is cancelled, completed or already under way.',
  alreadyPostponed: (from: string) => `This trip has been postponed once already (from ${from}); a trip can be postponed only once.`,
  tooLate: (days: number) =>
    `A trip can be postponed up to ${POSTPONE_NOTICE_DAYS} days before its departure; yours departs in ${days} ${days === 1 ? 'day' : 'days'}.`,
  sameDate: 'That is the current departure date: choose another one.',
  tooSoon: (earliest: string) => `The new departure must be at least ${POSTPONE_MIN_LEAD_DAYS} days ahead: ${earliest} or later.`,
  tooFar: (latest: string) => `The new departure can be at most ${POSTPONE_MAX_MONTHS} months ahead: ${latest} or earlier.`,
  balanceWouldBePast: (due: string) =>
    `With that date your balance would be due on ${due}, which has passed: pay the balance first, or choose a later date.`,
  feeUnderway: 'The postponement fee is being processed; wait for it before asking again.',
  postponed: (date: string) => `Your trip now departs on ${date}. Every date that depends on it has moved with it.`,
  feeStarted: (date: string) => `Pay the postponement fee to move your departure to ${date}. Nothing changes until the fee is paid.`,
  // "Moved", not "postponed": the rules allow an earlier date too (docs/decisions/0016).
  postponedFrom: (from: string) => `Departure moved from ${from}`,
  // The dashboard's words (apps/web/src/features/trips/components/postpone).
  action: 'Postpone trip',
  continueAction: 'Finish postponing',
  dialogTitle: 'Postpone your trip',
  terms: (fee: string | null) =>
    `${fee ? `Postponing costs ${fee} and` : 'Postponing is free and'} is possible once per trip, up to ${POSTPONE_NOTICE_DAYS} days before departure.`,
  offer: 'Plans changed? You can move your departure to another date.',
  intro: 'Choose a new departure date.',
  whatMoves: 'Your return date, the destination reveal and the countdowns move with the departure.',
  balanceMoves: 'The balance due date moves by the same number of days.',
  feeFirst: 'Nothing changes until the fee is paid.',
  dateLabel: 'New departure date',
  dateHint: (earliest: string, latest: string) => `From ${earliest} to ${latest}.`,
  confirm: (fee: string | null) => (fee ? `Pay ${fee} and postpone` : 'Postpone'),
  /** Closes the dialog without moving anything ('Cancel' beside a trip's own 'Cancel trip' reads as cancelling the trip). */
  keep: 'Keep my dates',
  pending: (date: string, fee: string) => `A postponement to ${date} waits for its fee of ${fee}.`,
  failed: 'The postponement could not be started. Please try again.',
  paid: 'Fee paid. Your trip is being moved; the new dates show on your dashboard in a moment.',
  done: (date: string) => `Your trip now departs on ${date}.`,
} as const;

/** POST /api/trips/{id}/postpone. */
export const postponeTripSchema = z.object({
  departure_date: z.string({ error: postponeTexts.dateInvalid }).regex(ISO_DATE, postponeTexts.dateInvalid).refine(isRealDate, postponeTexts.dateInvalid),
});
export type PostponeTripInput = z.infer<typeof postponeTripSchema>;

/** GET /api/trips: what the dashboard needs to offer (or explain) a postponement. */
export const postponementSchema = z.object({
  allowed: z.boolean(),
  /** Why not, in words the traveller can read; null when allowed. */
  reason: z.string().nullable(),
  /** The fee from the settings, in the trip's currency (0: free). */
  fee: z.number(),
  currency: z.string(),
  /** The bounds of the new date, today's (YYYY-MM-DD). */
  earliest_date: z.string(),
  latest_date: z.string(),
  /** The departure before the postponement, once one took effect. */
  postponed_from: z.string().nullable(),
  postponed_at: z.string().nullable(),
  /** A fee charge started and not yet paid: the date it would move to. */
  pending: z.object({ departure_date: z.string(), amount: z.number() }).nullable(),
});
export type Postponement = z.infer<typeof postponementSchema>;

/** Whole UTC calendar days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The same day `months` later; a day the month lacks falls back to its last day (31 Aug + 18 months = 29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const index = m - 1 + months;
  const year = y + Math.floor(index / 12);
  const month = ((index % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, last))).toISOString().slice(0, 10);
}

export const postponeWindow = (today: string) => ({
  earliest: addDays(today, POSTPONE_MIN_LEAD_DAYS),
  latest: addMonths(today, POSTPONE_MAX_MONTHS),
});

/** A trip is booked once its deposit or full price is in and it has not yet started or ended. */
const BOOKED_STATUSES: readonly TripStatus[] = ['confirmed', 'revealed'];
const BOOKED_PAYMENTS: readonly PaymentStatus[] = ['deposit_paid', 'paid'];

export interface PostponeTripState {
  status: TripStatus;
  payment_status: PaymentStatus;
  /** The current departure. */
  departureDate: string;
  /** Set once a postponement took effect. */
  postponedFrom: string | null;
  today: string;
}

/** Why this trip cannot be postponed now (409), or null. */
export function postponeConflict(t: PostponeTripState): string | null {
  if (t.status === 'pending_confirmation') return postponeTexts.notBooked;
  if (!BOOKED_STATUSES.includes(t.status)) return postponeTexts.notActive;
  if (!BOOKED_PAYMENTS.includes(t.payment_status)) return postponeTexts.notBooked;
  if (t.postponedFrom !== null) return postponeTexts.alreadyPostponed(t.postponedFrom);
  const days = calendarDaysBetween(t.today, t.departureDate);
  // Departing today or already away: under way, not "departs in 0 (or -9) days".
  if (days <= 0) return postponeTexts.notActive;
  if (days < POSTPONE_NOTICE_DAYS) return postponeTexts.tooLate(days);
  return null;
}

/**
 * Why this new date cannot be chosen (400), or null. `balanceDueDate` is the agreed due date of a
 * deposit-paid trip: it moves by as many days as the departure, and must not land in the past.
 */
export function newDateProblem(t: { departureDate: string; today: string; balanceDueDate: string | null }, newDate: string): string | null {
  const { earliest, latest } = postponeWindow(t.today);
  if (newDate === t.departureDate) return postponeTexts.sameDate;
  if (newDate < earliest) return postponeTexts.tooSoon(earliest);
  if (newDate > latest) return postponeTexts.tooFar(latest);
  const due = movedBalanceDueDate(t.balanceDueDate, t.departureDate, newDate);
  if (due !== null && due < t.today) return postponeTexts.balanceWouldBePast(due);
  return null;
}

/** The balance due date moved by as many days as the departure (the agreed gap stays the same). */
export function movedBalanceDueDate(dueDate: string | null, from: string, to: string): string | null {
  return dueDate === null ? null : addDays(dueDate, calendarDaysBetween(from, to));
}
