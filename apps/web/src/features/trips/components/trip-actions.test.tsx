import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paymentPlanTexts, tripTexts, type PaymentStatus, type TripStatus } from '@mt/shared';
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
    ['confirmed', 'paid', [tripTexts.markCompleted]],
    // A deposit confirms the trip; the balance is next, and nothing else until it is paid.
    ['confirmed', 'deposit_paid', [paymentPlanTexts.payBalance]],
    ['revealed', 'paid', [tripTexts.reviewTrip, tripTexts.markCompleted]],
    ['pending_completion', 'paid', [tripTexts.reviewTrip]],
    ['completed', 'paid', [tripTexts.reviewTrip]],
    ['cancelled', 'refunded', []],
    ['cancelled', 'na', []],
    ['revealed', 'refunded', []],
  ] as const)('%s / %s shows %j', (status, payment, expected) => {
    renderActions(status, payment);
    expect(names()).toEqual(expected);
  });

  it('calls the handler of each button with the trip', async () => {
    const h = renderActions('revealed', 'paid');
    await userEvent.click(screen.getByRole('button', { name: tripTexts.reviewTrip }));
    await userEvent.click(screen.getByRole('button', { name: tripTexts.markCompleted }));
    expect(h.onReview).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    expect(h.onComplete).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
  });

  it("reads 'Already Reviewed' and is disabled once reviewed", () => {
    renderActions('pending_completion', 'paid', { has_reviewed: true });
    expect(screen.getByRole('button', { name: tripTexts.alreadyReviewed })).toBeDisabled();
  });
});
