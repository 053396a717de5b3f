import { describe, expect, it } from 'vitest';
import { adminPreferenceTexts as p, adminTripTexts } from '@mt/shared';
import { adminStatusLabel, rebookingLabels } from './admin-trip-labels';

const { labels } = adminTripTexts;

describe('admin trip labels (spec 3 section 4)', () => {
  it('derives the payment-aware status label', () => {
    expect(adminStatusLabel({ status: 'pending_confirmation', payment_status: 'pending' }).text).toBe(p.tripPendingPayment);
    expect(adminStatusLabel({ status: 'confirmed', payment_status: 'requires_action' }).text).toBe(p.tripPendingPayment);
    expect(adminStatusLabel({ status: 'confirmed', payment_status: 'paid' }).text).toBe(p.tripConfirmedPaid);
    expect(adminStatusLabel({ status: 'confirmed', payment_status: 'failed' }).text).toBe(p.tripAwaitingPaymentResolution);
    expect(adminStatusLabel({ status: 'pending_completion', payment_status: 'paid' }).text).toBe(labels.pendingCompletion);
    expect(adminStatusLabel({ status: 'cancelled', payment_status: 'refunded' }).text).toBe(labels.cancelled);
  });

  it('labels rebooked trips and trips that have rebookings', () => {
    expect(rebookingLabels({ original_trip_id: null, rebooked_to: [] })).toEqual([]);
    expect(rebookingLabels({ original_trip_id: 3, rebooked_to: [] })).toEqual([p.tripRebooked]);
    expect(rebookingLabels({ original_trip_id: 3, rebooked_to: [9] })).toEqual([p.tripRebooked, p.tripHasRebookings]);
  });
});
