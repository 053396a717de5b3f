import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, postponeTexts, type TravellerTrip } from '@mt/shared';
import { testQueryClient } from '@/test/render';
import { jsonResponse, stubFetchRoutes } from '@/test/route-fetch';
import { useSession } from '@/lib/session-store';
import { postponementFixture, tripFixture } from '../../testing/trip-fixture';
import { longDate } from '../../utils/format';
import { PostponeDialog, type FeeCharge } from './postpone-dialog';

const booked = (extra: Partial<TravellerTrip> = {}) =>
  tripFixture({ status: 'confirmed', payment_status: 'paid', postponement: postponementFixture({ allowed: true, reason: null }), ...extra });

function renderDialog(trip: TravellerTrip) {
  const onPostponed = vi.fn();
  const onClose = vi.fn();
  const cardStep = vi.fn((charge: FeeCharge, onPaid: () => void) => (
    <button type="button" onClick={onPaid}>
      card for {charge.clientSecret}
    </button>
  ));
  render(
    <QueryClientProvider client={testQueryClient()}>
      <PostponeDialog trip={trip} onClose={onClose} onPostponed={onPostponed} renderCardStep={cardStep} />
    </QueryClientProvider>,
  );
  return { onPostponed, onClose, cardStep };
}

describe('PostponeDialog', () => {
  beforeEach(() => useSession.getState().setSession({ id: 3, name: 'Tia', email: 't@example.com', user_type: 'traveller', userType: 'traveller', companyName: null, profile_image: null, created_at: '2030-01-01T00:00:00.000Z' }, 'token-1'));
  afterEach(() => vi.unstubAllGlobals());

  it('bounds the date by the server’s earliest and latest dates and states the fee and what moves', () => {
    renderDialog(booked());
    const input = screen.getByLabelText(postponeTexts.dateLabel);
    expect(input).toHaveAttribute('min', '2030-02-01');
    expect(input).toHaveAttribute('max', '2031-07-01');
    expect(screen.getByText(postponeTexts.whatMoves)).toBeInTheDocument();
    expect(screen.queryByText(postponeTexts.balanceMoves)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: postponeTexts.confirm(formatMoney(1000, 'NOK')) })).toBeDisabled();
  });

  it('is left with "Keep my dates", not a "Cancel" that reads like cancelling the trip', async () => {
    const { onClose } = renderDialog(booked());
    expect(screen.queryByRole('button', { name: /cancel/i })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: postponeTexts.keep }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says the balance due date moves for a deposit-paid trip', () => {
    renderDialog(booked({ payment_status: 'deposit_paid' }));
    expect(screen.getByText(postponeTexts.balanceMoves)).toBeInTheDocument();
  });

  it('confirming starts the fee and shows the card step; paying it reports the postponement', async () => {
    const { calls } = stubFetchRoutes({
      'POST /api/trips/7/postpone': () =>
        jsonResponse(200, { message: 'x', trip: booked(), payment: { clientSecret: 'sandbox_pi_fee_secret_1', provider: 'sandbox', amount: 1000, currency: 'NOK' } }),
    });
    const { onPostponed, cardStep } = renderDialog(booked());
    await userEvent.type(screen.getByLabelText(postponeTexts.dateLabel), '2030-08-01');
    await userEvent.click(screen.getByRole('button', { name: postponeTexts.confirm(formatMoney(1000, 'NOK')) }));
    expect(JSON.parse(String(calls('POST /api/trips/7/postpone')[0]!.body))).toEqual({ departure_date: '2030-08-01' });
    expect(await screen.findByText(postponeTexts.feeStarted(longDate('2030-08-01')))).toBeInTheDocument();
    expect(cardStep).toHaveBeenCalledWith(expect.objectContaining({ clientSecret: 'sandbox_pi_fee_secret_1', provider: 'sandbox' }), expect.any(Function));
    await userEvent.click(screen.getByRole('button', { name: /card for sandbox_pi_fee_secret_1/ }));
    expect(onPostponed).toHaveBeenCalledWith(postponeTexts.paid);
    expect(screen.getByText(postponeTexts.paid)).toBeInTheDocument();
  });

  it('a fee of 0 postpones at once, with no card step', async () => {
    stubFetchRoutes({ 'POST /api/trips/7/postpone': () => jsonResponse(200, { message: postponeTexts.postponed('2030-08-01'), trip: booked(), payment: null }) });
    const { onPostponed, cardStep } = renderDialog(booked({ postponement: postponementFixture({ allowed: true, reason: null, fee: 0 }) }));
    await userEvent.type(screen.getByLabelText(postponeTexts.dateLabel), '2030-08-01');
    await userEvent.click(screen.getByRole('button', { name: postponeTexts.confirm(null) }));
    expect(await screen.findByText(postponeTexts.postponed('2030-08-01'))).toBeInTheDocument();
    expect(onPostponed).toHaveBeenCalledWith(postponeTexts.postponed('2030-08-01'));
    expect(cardStep).not.toHaveBeenCalled();
  });

  it('shows the server’s reason when a date is refused, and keeps the form', async () => {
    stubFetchRoutes({ 'POST /api/trips/7/postpone': () => jsonResponse(400, { message: postponeTexts.tooSoon('2030-02-01') }) });
    renderDialog(booked());
    await userEvent.type(screen.getByLabelText(postponeTexts.dateLabel), '2030-01-20');
    await userEvent.click(screen.getByRole('button', { name: postponeTexts.confirm(formatMoney(1000, 'NOK')) }));
    expect(await screen.findByText(postponeTexts.tooSoon('2030-02-01'))).toBeInTheDocument();
    expect(screen.getByLabelText(postponeTexts.dateLabel)).toHaveValue('2030-01-20');
  });

  it('a fee still waiting presets its date, so the same charge is resumed', () => {
    renderDialog(booked({ postponement: postponementFixture({ allowed: true, reason: null, pending: { departure_date: '2030-09-09', amount: 1000 } }) }));
    expect(screen.getByLabelText(postponeTexts.dateLabel)).toHaveValue('2030-09-09');
  });
});
