import { addDays, calendarDaysBetween, minorToDecimal, postponeConflict, postponeWindow, type Postponement } from '@mt/shared';
import type { PlanContext } from './payment-plan.mapper';
import type { PendingPostponement } from './postponements.repository';
import type { PreferenceRow, TripRow } from './trips.repository';

/**
 * The trip's `postponement` block (docs/decisions/0016): whether the traveller may postpone now, why
 * not, the fee, and the bounds of the new date, from the same rules the POST checks.
 */
export function postponementFor(trip: TripRow, preference: PreferenceRow, plan: PlanContext, pending: PendingPostponement | undefined): Postponement {
  const { today, terms } = plan;
  const reason = postponeConflict({ status: trip.status, payment_status: trip.paymentStatus, departureDate: preference.departureDate, postponedFrom: trip.postponedFrom, today });
  const window = postponeWindow(today);
  // A deposit-paid trip's balance moves with the departure and must not fall due in the past.
  const due = trip.paymentStatus === 'deposit_paid' ? trip.balanceDueDate : null;
  const byBalance = due === null ? null : addDays(preference.departureDate, calendarDaysBetween(due, today));
  const earliest = byBalance !== null && byBalance > window.earliest ? byBalance : window.earliest;
  return {
    allowed: reason === null && earliest <= window.latest,
    reason,
    fee: terms.postponement_fee,
    currency: terms.currency,
    earliest_date: earliest,
    latest_date: window.latest,
    postponed_from: trip.postponedFrom,
    postponed_at: trip.postponedAt?.toISOString() ?? null,
    pending: pending && reason === null ? { departure_date: pending.toDate, amount: minorToDecimal(pending.feeMinor, pending.currency) } : null,
  };
}
