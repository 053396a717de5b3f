import { describe, expect, it } from 'vitest';
import { tripDates, tripEndDate } from './trip-dates';
import { canReview } from './trip-lifecycle';
import { hasEnded, reviewConflict, travellerCompletionConflict } from './trip-end';
import { dayMonth, tripEndTexts } from './trip-end.texts';
import { tripTexts } from './trip.texts';

describe('the end date (issue 19 section 4)', () => {
  it('is the departure plus the proposal nights', () => {
    expect(tripEndDate('2030-03-08', '5-7', 4)).toBe('2030-03-12');
    expect(tripDates('2030-02-26', '3-5', 7, 3)).toEqual({ departure_date: '2030-02-26', return_date: '2030-03-01', reveal_date: '2030-02-19' });
  });
  it('keeps the duration rule for trips made before nights existed', () => {
    expect(tripEndDate('2030-03-08', '5-7', null)).toBe('2030-03-14');
    expect(tripEndDate('2030-03-08', '5-7')).toBe('2030-03-14');
  });
  it('counts the end date itself as ended', () => {
    expect(hasEnded('2030-03-12', '2030-03-11')).toBe(false);
    expect(hasEnded('2030-03-12', '2030-03-12')).toBe(true);
  });
  it('names the day in its texts', () => {
    expect(dayMonth('2030-03-12')).toBe('12 March 2030');
    expect(tripEndTexts.completeFromHint('2030-03-02')).toBe('You can mark this trip completed from 2 March 2030.');
  });
});

describe('completion and reviews follow the end date', () => {
  const paid = { status: 'revealed', payment_status: 'paid', return_date: '2030-03-12' } as const;
  it('the traveller completes from the end date on', () => {
    expect(travellerCompletionConflict(paid, '2030-03-11')).toBe(tripEndTexts.notCompletableYet('2030-03-12'));
    expect(travellerCompletionConflict(paid, '2030-03-12')).toBeNull();
    expect(travellerCompletionConflict({ ...paid, status: 'confirmed' }, '2030-04-01')).toBeNull();
    expect(travellerCompletionConflict({ ...paid, payment_status: 'deposit_paid' }, '2030-04-01')).toBe(tripTexts.notCompletable);
    expect(travellerCompletionConflict({ ...paid, status: 'pending_completion' }, '2030-04-01')).toBe(tripTexts.notCompletable);
  });
  it('reviews: completed at any time, revealed or pending completion from the end date on', () => {
    expect(canReview({ ...paid, status: 'completed' }, '2030-03-01')).toBe(true);
    expect(reviewConflict(paid, '2030-03-11')).toBe('too_early');
    expect(reviewConflict({ ...paid, status: 'pending_completion' }, '2030-03-11')).toBe('too_early');
    expect(reviewConflict(paid, '2030-03-12')).toBeNull();
    expect(reviewConflict({ ...paid, status: 'confirmed' }, '2030-03-20')).toBe('not_reviewable');
    expect(reviewConflict({ ...paid, payment_status: 'refunded' }, '2030-03-20')).toBe('not_reviewable');
  });
});
