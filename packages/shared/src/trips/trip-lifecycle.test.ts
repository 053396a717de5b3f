import { describe, expect, it } from 'vitest';
import {
  canAdminCancel,
  canAdminComplete,
  canAdminReveal,
  canAdminSetStatus,
  canPay,
  canRebook,
  canReview,
  canTransition,
  canTravellerComplete,
  isActiveTrip,
  isFinalTripStatus,
  showsPaymentBadge,
  TRIP_TRANSITIONS,
} from './trip-lifecycle';
import { TRIP_STATUSES } from './trip-status';
import { addDays, tripDates } from './trip-dates';

describe('trip lifecycle table', () => {
  it('ends at completed and cancelled, and cancels from every other status', () => {
    expect(TRIP_TRANSITIONS.completed).toEqual([]);
    expect(TRIP_TRANSITIONS.cancelled).toEqual([]);
    for (const s of TRIP_STATUSES.filter((x) => x !== 'completed' && x !== 'cancelled')) expect(canTransition(s, 'cancelled')).toBe(true);
    expect(canTransition('pending_confirmation', 'revealed')).toBe(false);
    expect(canTransition('revealed', 'confirmed')).toBe(false);
    expect(canTransition('pending_completion', 'revealed')).toBe(false);
  });

  it('allows exactly the moves of DESIGN.md section 4, and no other', () => {
    const allowed = new Set([
      'pending_confirmation > confirmed',
      'pending_confirmation > cancelled',
      'confirmed > revealed',
      'confirmed > pending_completion',
      'confirmed > completed',
      'confirmed > cancelled',
      'revealed > pending_completion',
      'revealed > completed',
      'revealed > cancelled',
      'pending_completion > completed',
      'pending_completion > cancelled',
    ]);
    for (const from of TRIP_STATUSES) {
      for (const to of TRIP_STATUSES) expect(canTransition(from, to), `${from} > ${to}`).toBe(allowed.has(`${from} > ${to}`));
    }
  });

  it('counts a trip as active until it is completed or cancelled', () => {
    expect(TRIP_STATUSES.filter(isActiveTrip)).toEqual(['pending_confirmation', 'confirmed', 'revealed', 'pending_completion']);
  });

  it('offers the admin actions of spec 3: complete, cancel, reveal, nothing once final', () => {
    const where = (rule: (s: (typeof TRIP_STATUSES)[number]) => boolean) => TRIP_STATUSES.filter(rule);
    expect(where(canAdminComplete)).toEqual(['confirmed', 'revealed', 'pending_completion']);
    expect(where(canAdminCancel)).toEqual(['pending_confirmation', 'confirmed', 'revealed', 'pending_completion']);
    expect(where(canAdminReveal)).toEqual(['confirmed']);
    expect(where(isFinalTripStatus)).toEqual(['completed', 'cancelled']);
    // The Update Status modal: never 'confirmed' (the payment's job) nor a move the table forbids.
    expect(canAdminSetStatus('pending_confirmation', 'confirmed')).toBe(false);
    expect(canAdminSetStatus('confirmed', 'revealed')).toBe(true);
    expect(canAdminSetStatus('revealed', 'pending_completion')).toBe(false);
    expect(canAdminSetStatus('pending_completion', 'completed')).toBe(true);
    expect(canAdminSetStatus('revealed', 'revealed')).toBe(false);
  });

  it('follows spec 1 section 4 for the traveller buttons', () => {
    expect(canPay({ status: 'pending_confirmation', payment_status: 'pending' })).toBe(true);
    expect(canPay({ status: 'pending_confirmation', payment_status: 'failed' })).toBe(true);
    expect(canPay({ status: 'pending_confirmation', payment_status: 'requires_action' })).toBe(true);
    expect(canPay({ status: 'confirmed', payment_status: 'paid' })).toBe(false);
    expect(canPay({ status: 'cancelled', payment_status: 'pending' })).toBe(false);
    expect(canTravellerComplete({ status: 'revealed', payment_status: 'paid' })).toBe(true);
    expect(canTravellerComplete({ status: 'confirmed', payment_status: 'paid' })).toBe(true);
    expect(canTravellerComplete({ status: 'revealed', payment_status: 'refunded' })).toBe(false);
    expect(canTravellerComplete({ status: 'pending_completion', payment_status: 'paid' })).toBe(false);
    const ended = { return_date: '2030-05-16' };
    expect(canReview({ status: 'pending_completion', payment_status: 'paid', ...ended }, '2030-05-16')).toBe(true);
    expect(canReview({ status: 'confirmed', payment_status: 'paid', ...ended }, '2030-05-20')).toBe(false);
    // Reviews come from travellers who paid: a refunded trip is not reviewable, even once completed.
    expect(canReview({ status: 'completed', payment_status: 'refunded', ...ended }, '2030-05-20')).toBe(false);
    expect(canRebook({ status: 'completed' })).toBe(true);
    expect(canRebook({ status: 'cancelled' })).toBe(true);
    expect(canRebook({ status: 'revealed' })).toBe(false);
    expect(showsPaymentBadge({ payment_status: 'paid' })).toBe(false);
    expect(showsPaymentBadge({ payment_status: 'na' })).toBe(false);
    expect(showsPaymentBadge({ payment_status: 'failed' })).toBe(true);
  });
});

describe('trip dates', () => {
  it('derives the return from the duration range and the reveal from the lead time', () => {
    expect(tripDates('2030-03-01', '5-7', 3)).toEqual({ departure_date: '2030-03-01', return_date: '2030-03-07', reveal_date: '2030-02-26' });
    expect(tripDates('2030-12-30', '14+', 0).return_date).toBe('2031-01-12');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
