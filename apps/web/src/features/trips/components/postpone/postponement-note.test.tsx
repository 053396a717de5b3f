import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney, postponeTexts, type TravellerTrip } from '@mt/shared';
import { postponementFixture, tripFixture } from '../../testing/trip-fixture';
import { longDate } from '../../utils/format';
import { PostponementNote } from './postponement-note';

const renderNote = (trip: TravellerTrip) => {
  const onPostpone = vi.fn();
  const view = render(<PostponementNote trip={trip} onPostpone={onPostpone} />);
  return { onPostpone, ...view };
};

describe('PostponementNote', () => {
  it('offers Postpone on a booked trip while allowed, with the fee', async () => {
    const { onPostpone, container } = renderNote(tripFixture({ status: 'confirmed', payment_status: 'paid', postponement: postponementFixture({ allowed: true, reason: null }) }));
    expect(container.textContent).toContain(postponeTexts.terms(formatMoney(1000, 'NOK')));
    await userEvent.click(screen.getByRole('button', { name: postponeTexts.action }));
    expect(onPostpone).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
  });

  it('says why a booked trip cannot be postponed, with no button', () => {
    renderNote(tripFixture({ status: 'confirmed', payment_status: 'paid', postponement: postponementFixture({ allowed: false, reason: postponeTexts.tooLate(20) }) }));
    expect(screen.getByText(postponeTexts.tooLate(20))).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows "Departure moved from" once a postponement took effect', () => {
    renderNote(
      tripFixture({
        status: 'confirmed',
        payment_status: 'paid',
        postponement: postponementFixture({ allowed: false, reason: postponeTexts.alreadyPostponed('2030-04-01'), postponed_from: '2030-04-01' }),
      }),
    );
    expect(screen.getByText(postponeTexts.postponedFrom(longDate('2030-04-01')))).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a fee still waiting is named, and the action finishes it', () => {
    const { container } = renderNote(
      tripFixture({
        status: 'confirmed',
        payment_status: 'deposit_paid',
        postponement: postponementFixture({ allowed: true, reason: null, pending: { departure_date: '2030-09-09', amount: 1000 } }),
      }),
    );
    expect(container.textContent).toContain(postponeTexts.pending(longDate('2030-09-09'), formatMoney(1000, 'NOK')));
    expect(screen.getByRole('button', { name: postponeTexts.continueAction })).toBeInTheDocument();
  });

  it('stays silent on an unpaid proposal (its card says what to do)', () => {
    const { container } = renderNote(tripFixture());
    expect(container).toBeEmptyDOMElement();
  });
});
