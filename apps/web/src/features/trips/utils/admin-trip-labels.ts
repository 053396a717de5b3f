import { adminTripTexts, tripPaymentLabel, tripRebookingLabels, type AdminTrip, type PaymentStatus, type TripStatus } from '@mt/shared';

const { labels } = adminTripTexts;

export type LabelTone = 'amber' | 'sky' | 'violet' | 'teal' | 'green' | 'slate' | 'red';

/**
 * Spec 3 section 4, derived labels, as the preferences tab reads them (tripPaymentLabel): pending payment,
 * confirmed and paid, awaiting payment resolution; other statuses by name.
 */
export function adminStatusLabel(trip: { status: TripStatus; payment_status: PaymentStatus }): { text: string; tone: LabelTone } {
  const derived = tripPaymentLabel(trip);
  if (derived) {
    const confirmedFine = trip.payment_status === 'paid' || trip.payment_status === 'deposit_paid';
    const tone: LabelTone = trip.status === 'confirmed' ? (confirmedFine ? 'sky' : 'red') : 'amber';
    return { text: derived, tone };
  }
  switch (trip.status) {
    case 'revealed':
      return { text: labels.revealed, tone: 'violet' };
    case 'pending_completion':
      return { text: labels.pendingCompletion, tone: 'teal' };
    case 'completed':
      return { text: labels.completed, tone: 'green' };
    // pending_confirmation and confirmed always get a derived label above; they are listed so that a
    // new status makes this switch fail lint instead of reading 'Cancelled'.
    case 'pending_confirmation':
    case 'confirmed':
    case 'cancelled':
    default:
      return { text: labels.cancelled, tone: 'slate' };
  }
}

/** Spec 3 section 4: 'Rebooked' for a trip with an original trip, 'Has rebookings' once rebooked. */
export const rebookingLabels = (trip: Pick<AdminTrip, 'original_trip_id' | 'rebooked_to'>): string[] =>
  tripRebookingLabels({ original_trip_id: trip.original_trip_id, has_been_rebooked: trip.rebooked_to.length > 0 });
