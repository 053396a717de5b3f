import { describe, expect, it } from 'vitest';
import { isAwaitingProposal, matchesPreferenceFilter, needsPayment, preferenceActionLabel, tripPaymentLabel, tripRebookingLabels } from './preference-view';
import { adminPreferenceTexts as t } from './preferences-tab.texts';

const trip = (status: 'pending_confirmation' | 'confirmed' | 'revealed' | 'completed' | 'cancelled', payment_status: 'pending' | 'requires_action' | 'paid' | 'failed' | 'refunded' = 'pending') => ({
  status,
  payment_status,
  original_trip_id: null,
  has_been_rebooked: false,
});

describe('preference view rules', () => {
  it('counts a new preference as awaiting a proposal only without a trip', () => {
    expect(isAwaitingProposal({ status: 'new', associated_trip: null })).toBe(true);
    expect(isAwaitingProposal({ status: 'new', associated_trip: trip('pending_confirmation') })).toBe(false);
    expect(isAwaitingProposal({ status: 'trip_created', associated_trip: null })).toBe(false);
  });

  it('needs payment while the proposal could still be paid', () => {
    expect(needsPayment({ status: 'trip_created', associated_trip: trip('pending_confirmation', 'pending') })).toBe(true);
    expect(needsPayment({ status: 'trip_created', associated_trip: trip('pending_confirmation', 'failed') })).toBe(true);
    expect(needsPayment({ status: 'trip_created', associated_trip: trip('pending_confirmation', 'requires_action') })).toBe(true);
    expect(needsPayment({ status: 'confirmed', associated_trip: trip('confirmed', 'paid') })).toBe(false);
    expect(needsPayment({ status: 'cancelled', associated_trip: trip('cancelled', 'pending') })).toBe(false);
    expect(needsPayment({ status: 'new', associated_trip: null })).toBe(false);
  });

  it('filters by status, or by payment for Needs Payment', () => {
    const created = { status: 'trip_created' as const, associated_trip: trip('pending_confirmation') };
    expect(matchesPreferenceFilter(created, 'all')).toBe(true);
    expect(matchesPreferenceFilter(created, 'trip_created')).toBe(true);
    expect(matchesPreferenceFilter(created, 'needs_payment')).toBe(true);
    expect(matchesPreferenceFilter(created, 'new')).toBe(false);
  });

  it('derives the trip label of spec 3 section 4', () => {
    expect(tripPaymentLabel(trip('pending_confirmation'))).toBe(t.tripPendingPayment);
    expect(tripPaymentLabel(trip('confirmed', 'requires_action'))).toBe(t.tripPendingPayment);
    expect(tripPaymentLabel(trip('confirmed', 'paid'))).toBe(t.tripConfirmedPaid);
    expect(tripPaymentLabel(trip('confirmed', 'failed'))).toBe(t.tripAwaitingPaymentResolution);
    expect(tripPaymentLabel(trip('completed', 'paid'))).toBeNull();
    expect(tripRebookingLabels({ original_trip_id: 4, has_been_rebooked: true })).toEqual([t.tripRebooked, t.tripHasRebookings]);
    expect(tripRebookingLabels({ original_trip_id: null, has_been_rebooked: false })).toEqual([]);
  });

  it('names the action by status', () => {
    expect(preferenceActionLabel('new')).toBe(t.createTrip);
    expect(preferenceActionLabel('trip_created')).toBe(t.viewManageTrip);
    expect(preferenceActionLabel('confirmed')).toBe(t.viewManageTrip);
    expect(preferenceActionLabel('completed')).toBe(t.viewCompletedTrip);
    expect(preferenceActionLabel('cancelled')).toBe(t.viewCancelledTrip);
  });
});
