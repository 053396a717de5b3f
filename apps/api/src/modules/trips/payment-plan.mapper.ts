import { PAYABLE_PAYMENT_STATUSES, minorToDecimal, paymentPlanOf, type BookingTerms, type PaymentPlan, type TripCancellationFields } from '@mt/shared';
import type { Db } from '../../db/client';
import { paidMinorByTrip, refundedMinorByTrip } from '../billing/payments-ledger.service';
import { readBookingTerms } from '../settings/settings.service';
import type { PreferenceRow, TripRow } from './trips.repository';

/** What the payment plan of a list of trips needs besides the rows: the terms, today, the ledger. */
export interface PlanContext {
  terms: BookingTerms;
  /** YYYY-MM-DD in UTC, the jobs' calendar. */
  today: string;
  paidMinor: Map<number, number>;
  /** Per trip, the sum of its refunds (docs/decisions/0015). */
  refundedMinor: Map<number, number>;
}

export async function planContext(db: Db, tripIds: number[], now = new Date()): Promise<PlanContext> {
  const [terms, paidMinor, refundedMinor] = await Promise.all([readBookingTerms(db), paidMinorByTrip(db, tripIds), refundedMinorByTrip(db, tripIds)]);
  return { terms, today: now.toISOString().slice(0, 10), paidMinor, refundedMinor };
}

/** The trip's payment_plan (docs/decisions/0013) for the traveller's and the admin's DTOs. */
export function paymentPlanFor(trip: TripRow, preference: PreferenceRow, plan: PlanContext): PaymentPlan {
  return paymentPlanOf({
    status: trip.status,
    payment_status: trip.paymentStatus,
    totalMinor: trip.totalPriceMinor,
    currency: trip.currency,
    departureDate: preference.departureDate,
    today: plan.today,
    // A booked trip's deposit is the agreed one: the deposit charged, or for a trip paid in one charge a
    // deposit's worth at the percent agreed with its cancellation table (what its cancellation keeps).
    terms: !(PAYABLE_PAYMENT_STATUSES as readonly string[]).includes(trip.paymentStatus) && trip.cancellationDepositPercent !== null
      ? { ...plan.terms, deposit_percent: trip.cancellationDepositPercent }
      : plan.terms,
    agreed: { depositMinor: trip.depositMinor, balanceDueDate: trip.balanceDueDate },
    paidMinor: plan.paidMinor.get(trip.id) ?? 0,
  });
}

/** The trip's cancellation fields (docs/decisions/0015): its agreed tiers (else today's), refunds and what was kept. */
export function cancellationFieldsFor(trip: TripRow, plan: PlanContext): TripCancellationFields {
  return {
    cancellation_tiers: trip.cancellationTiers ?? plan.terms.cancellation_tiers,
    refunded_amount: minorToDecimal(plan.refundedMinor.get(trip.id) ?? 0, trip.currency),
    kept_amount: trip.keptMinor === null ? null : minorToDecimal(trip.keptMinor, trip.currency),
  };
}
