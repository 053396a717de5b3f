import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paymentPlanTexts, tripEndTexts, tripTexts, type PaymentStatus, type TripStatus } from '@mt/shared';
import { tripFixture } from '../testing/trip-fixture';
import { TripActions } from './trip-actions';

const renderActions = (status: TripStatus, payment_status: PaymentStatus, extra = {}) => {
  const handlers = { onPay: vi.fn(), onReview: vi.fn(), onComplete: vi.fn() };
  render(<TripActions trip={tripFixture({ status, payment_status, ...extra })} {...handlers} />);
  return handlers;
};
const names = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('TripActions (spec 1 section 4)', () => {
  it.each([
    ['pending_confirmation', 'pending', [tripTexts.payNow]],
    ['pending_confirmation', 'requires_action', [tripTexts.payNow]],
    ['pending_confirmation', 'failed', [tripTexts.payNow]],
    // A deposit confirms the trip; the balance is next, and nothing else until it is paid.
    ['confirmed', 'deposit_paid', [paymentPlanTexts.payBalance]],
    ['cancelled', 'refunded', []],
    ['cancelled', 'na', []],
    ['revealed', 'refunded', []],
  ] as const)('%s / %s shows %j', (status, payment, expected) => {
    renderActions(status, payment);
    expect(names()).toEqual(expected);
  });

  // The server says whether completion and a review are open today (its clock, the trip's end date).
  it.each([
    ['confirmed', { can_complete: true }, [tripTexts.markCompleted]],
    ['revealed', { can_complete: true, can_review: true }, [tripTexts.reviewTrip, tripTexts.markCompleted]],
    ['pending_completion', { can_review: true }, [tripTexts.reviewTrip]],
    ['completed', { can_review: true }, [tripTexts.reviewTrip]],
    ['revealed', {}, []],
    ['pending_completion', {}, []],
  ] as const)('%s / paid with %j shows %j', (status, flags, expected) => {
    renderActions(status, 'paid', flags);
    expect(names()).toEqual(expected);
  });

  it('before the end date: no Mark as Completed, and a hint naming the day it opens', () => {
    renderActions('revealed', 'paid', { completable_from: '2030-03-12' });
    expect(screen.queryByRole('button', { name: tripTexts.markCompleted })).toBeNull();
    expect(screen.getByText(tripEndTexts.completeFromHint('2030-03-12'))).toBeVisible();
    expect(screen.getByText(/from 12 March 2030/)).toBeVisible();
  });

  it('from the end date: the button, and no hint', () => {
    renderActions('revealed', 'paid', { can_complete: true, completable_from: '2030-03-12' });
    expect(screen.getByRole('button', { name: tripTexts.markCompleted })).toBeVisible();
    expect(screen.queryByText(/You can mark this trip completed from/)).toBeNull();
  });

  it('calls the handler of each button with the trip', async () => {
    const h = renderActions('revealed', 'paid', { can_complete: true, can_review: true });
    await userEvent.click(screen.getByRole('button', { name: tripTexts.reviewTrip }));
    await userEvent.click(screen.getByRole('button', { name: tripTexts.markCompleted }));
    expect(h.onReview).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    expect(h.onComplete).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
  });

  it("reads 'Already Reviewed' and is disabled once reviewed", () => {
    renderActions('pending_completion', 'paid', { has_reviewed: true, can_review: true });
    expect(screen.getByRole('button', { name: tripTexts.alreadyReviewed })).toBeDisabled();
  });
});
