import {
  balanceDueDateOf,
  depositMinorOf,
  depositOfferedNow,
  paymentPlanTexts,
  tripTexts,
  type BookingTerms,
  type PaymentPart,
} from '@mt/shared';
import { conflict } from '../../lib/errors';
import type { TripRow } from './trips.repository';

/** What one POST /pay charges: the part, its amount, and the plan it agrees to (deposit only). */
export interface Charge {
  part: PaymentPart;
  amountMinor: number;
  /** The snapshot written on the trip (docs/decisions/0013); null clears an earlier deposit offer. */
  agreed: { depositMinor: number; balanceDueDate: string } | null;
}

/**
 * The rules of issue 18 section 2 for a payable trip. Without a requested part: what is due next
 * (the balance after a deposit, else the full price, which old clients expect). Everything else
 * answers 409 with its reason.
 */
export function chargeFor(trip: TripRow, departureDate: string, requested: PaymentPart | undefined, terms: BookingTerms, today: string): Charge {
  if (trip.paymentStatus === 'deposit_paid') {
    const part = requested ?? 'balance';
    if (part !== 'balance') throw conflict(paymentPlanTexts.depositAlreadyPaid);
    if (trip.depositMinor === null) throw new Error(`trip ${trip.id} is deposit_paid without a deposit snapshot`);
    return { part, amountMinor: trip.totalPriceMinor - trip.depositMinor, agreed: null };
  }
  const part = requested ?? 'full';
  if (part === 'balance') throw conflict(paymentPlanTexts.balanceWithoutDeposit);
  if (part === 'full') return { part, amountMinor: trip.totalPriceMinor, agreed: null };
  if (!depositOfferedNow(today, departureDate, terms)) throw conflict(paymentPlanTexts.depositNotOffered);
  const depositMinor = depositMinorOf(trip.totalPriceMinor, terms.deposit_percent);
  return { part, amountMinor: depositMinor, agreed: { depositMinor, balanceDueDate: balanceDueDateOf(departureDate, terms.balance_due_days) } };
}

/** A trip that can no longer be paid at all. */
export function assertSomethingToPay(trip: TripRow, payable: boolean): void {
  if (trip.paymentStatus === 'paid') throw conflict(tripTexts.alreadyPaid);
  if (!payable) throw conflict(tripTexts.notPayable);
}
