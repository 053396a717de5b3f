import { adminTripTexts, type AdminTrip, type PaymentStatus, type TripStatus } from '@mt/shared';

const { labels } = adminTripTexts;

export type LabelTone = 'amber' | 'sky' | 'violet' | 'teal' | 'green' | 'slate' | 'red';

/**
 * Spec 3 section 4, derived labels: pending_confirmation or requires_action reads as pending payment;
 * confirmed and paid as confirmed and paid; confirmed otherwise as awaiting payment resolution.
 */
export function adminStatusLabel(trip: { status: TripStatus; payment_status: PaymentStatus }): { text: string; tone: LabelTone } {
  if (trip.status === 'pending_confirmation' || trip.payment_status === 'requires_action') return { text: labels.pendingPayment, tone: 'amber' };
  switch (trip.status) {
    case 'confirmed':
      return trip.payment_status === 'paid' ? { text: labels.confirmedPaid, tone: 'sky' } : { text: labels.awaitingPaymentResolution, tone: 'red' };
    case 'revealed':
      return { text: labels.revealed, tone: 'violet' };
    case 'pending_completion':
      return { text: labels.pendingCompletion, tone: 'teal' };
    case 'completed':
      return { text: labels.completed, tone: 'green' };
    case 'cancelled':
      return { text: labels.cancelled, tone: 'slate' };
  }
}

/** Spec 3 section 4: a trip with an original trip is rebooked; one rebooked later has rebookings. */
export function rebookingLabels(trip: Pick<AdminTrip, 'original_trip_id' | 'rebooked_to'>): string[] {
  return [...(trip.original_trip_id !== null ? [labels.rebooked] : []), ...(trip.rebooked_to.length ? [labels.hasRebookings] : [])];
}
