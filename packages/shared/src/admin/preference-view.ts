import type { PreferenceStatus } from '../preferences/preference-options';
import { canPay } from '../trips/trip-lifecycle';
import type { PaymentStatus, TripStatus } from '../trips/trip-status';
import { adminPreferenceTexts as t } from './preferences-tab.texts';

interface PreferenceState {
  status: PreferenceStatus;
  associated_trip: {
    status: TripStatus;
    payment_status: PaymentStatus;
    original_trip_id: number | null;
    has_been_rebooked: boolean;
  } | null;
}

export const PREFERENCE_FILTERS = ['all', 'new', 'trip_created', 'changes_requested', 'declined', 'needs_payment'] as const;
export type PreferenceFilter = (typeof PREFERENCE_FILTERS)[number];

/** The dashboard tab's badge: new preferences still waiting for a proposal (spec 3: "that have no trip"). */
export const isAwaitingProposal = (p: PreferenceState) => p.status === 'new' && !p.associated_trip;

/** A proposal the traveller has not paid yet: the trip would still offer Pay Now (a balance to pay is not a proposal). */
export const needsPayment = (p: PreferenceState) =>
  !!p.associated_trip && p.associated_trip.status === 'pending_confirmation' && canPay(p.associated_trip);

export function matchesPreferenceFilter(p: PreferenceState, filter: PreferenceFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'needs_payment') return needsPayment(p);
  return p.status === filter;
}

/** Spec 3 section 4 "Derived label" of the trip behind a preference; null when its status says it all. */
export function tripPaymentLabel(trip: { status: TripStatus; payment_status: PaymentStatus }): string | null {
  if (trip.status === 'pending_confirmation' || trip.payment_status === 'requires_action') return t.tripPendingPayment;
  if (trip.status === 'confirmed') {
    if (trip.payment_status === 'deposit_paid') return t.tripConfirmedDepositPaid;
    return trip.payment_status === 'paid' ? t.tripConfirmedPaid : t.tripAwaitingPaymentResolution;
  }
  return null;
}

/** 'Rebooked' and 'Has rebookings' tags of a trip (spec 3 section 4). */
export function tripRebookingLabels(trip: { original_trip_id: number | null; has_been_rebooked: boolean }): string[] {
  return [...(trip.original_trip_id !== null ? [t.tripRebooked] : []), ...(trip.has_been_rebooked ? [t.tripHasRebookings] : [])];
}

/** The action leading to /admin/create-trip/{preferenceId}, named by the preference's status (spec 3). */
export function preferenceActionLabel(status: PreferenceStatus): string {
  switch (status) {
    case 'new':
      return t.createTrip;
    case 'completed':
      return t.viewCompletedTrip;
    case 'cancelled':
    case 'declined':
      return t.viewCancelledTrip;
    case 'changes_requested':
      return t.reviseProposal;
    case 'trip_created':
    case 'confirmed':
    default:
      return t.viewManageTrip;
  }
}
