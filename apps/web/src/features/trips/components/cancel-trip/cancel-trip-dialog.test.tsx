import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cancelTripTexts as t, formatMoney, type CancellationQuote } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { jsonResponse, renderWithProviders, routeFetch } from '@/test/render';
import { tripFixture } from '../../testing/trip-fixture';
import { CancelTripButton } from './cancel-trip-button';

beforeEach(() => useSession.getState().setSession({ id: 5, name: 'Amina', email: 'amina@example.com', user_type: 'traveller' } as never, 'traveller-token'));
afterEach(() => vi.unstubAllGlobals());

const quote = (over: Partial<CancellationQuote> = {}): CancellationQuote => ({
  refund: 12_500,
  fee: 12_500,
  currency: 'NOK',
  days_before_departure: 45,
  tier: { min_days_before_departure: 30, refund_percent: 50, keeps_deposit: false, label: '30–59 days before departure: 50 % of what you paid' },
  ...over,
});
const confirmed = tripFixture({ status: 'confirmed', payment_status: 'paid', total_price: 25_000 });
/** The DOM matchers collapse the no-break space formatMoney puts after the currency. */
const plain = (text: string) => text.replace(/\s/g, ' ');
const sentBody = (mock: ReturnType<typeof routeFetch>) => JSON.parse(String(mock.mock.calls.find((c) => c[1]?.method === 'POST')![1]!.body)) as unknown;

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<CancelTripButton trip={confirmed} />);
  await user.click(screen.getByRole('button', { name: t.cancelTrip }));
  const dialog = await screen.findByRole('dialog', { name: t.dialogTitle(7) });
  return { user, dialog };
}

describe('CancelTripDialog (issue 18 section 3)', () => {
  it('shows the refund, the fee, the days, the tier and the whole table, the applying row marked', async () => {
    routeFetch({ 'GET /api/trips/7/cancellation': jsonResponse(200, quote()) });
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText(t.daysBefore(45))).toBeInTheDocument();
    expect(within(dialog).getByText(t.refundLabel).nextSibling).toHaveTextContent(plain(formatMoney(12_500, 'NOK')));
    expect(within(dialog).getByText(t.feeLabel).nextSibling).toHaveTextContent(plain(formatMoney(12_500, 'NOK')));
    expect(within(dialog).getByText(/30–59 days before departure: 50 % of what you paid/)).toBeInTheDocument();
    const rows = within(within(dialog).getByRole('table', { name: t.tableTitle })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '60 days or moreEverything but the deposit',
      `30–59 days50 % of what you paid${t.tierApplies}`,
      '14–29 days25 % of what you paid',
      'Under 14 daysNothing',
    ]);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByRole('button', { name: t.confirm(12_500, 'NOK') })).toBeEnabled();
  });

  it('sends the reason and the refund shown, then says what was refunded', async () => {
    const done = { message: t.cancelled(12_500, 12_500, 'NOK'), trip: { ...confirmed, status: 'cancelled' }, refund: 12_500, fee: 12_500, currency: 'NOK' };
    const mock = routeFetch({ 'GET /api/trips/7/cancellation': jsonResponse(200, quote()), 'POST /api/trips/7/cancel': jsonResponse(200, done) });
    const { user, dialog } = await openDialog();
    await user.type(await within(dialog).findByLabelText(t.reasonLabel), '  A family matter ');
    await user.click(within(dialog).getByRole('button', { name: t.confirm(12_500, 'NOK') }));
    expect(sentBody(mock)).toEqual({ reason: 'A family matter', expected_refund: 12_500 });
    expect(await within(dialog).findByText(plain(done.message))).toBeInTheDocument();
  });

  it('on a changed quote (409) shows the server message and the new quote, and confirms the new amount', async () => {
    let quotes = 0;
    const changed = t.quoteChanged(6250, 'NOK');
    routeFetch({
      'GET /api/trips/7/cancellation': () => jsonResponse(200, (quotes += 1) === 1 ? quote() : quote({ refund: 6250, fee: 18_750, days_before_departure: 29, tier: { min_days_before_departure: 14, refund_percent: 25, keeps_deposit: false, label: '14–29 days before departure: 25 % of what you paid' } })),
      'POST /api/trips/7/cancel': jsonResponse(409, { message: changed }),
    });
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: t.confirm(12_500, 'NOK') }));
    expect(await within(dialog).findByText(plain(changed))).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t.confirm(6250, 'NOK') })).toBeEnabled());
    expect(within(dialog).getByText(t.daysBefore(29))).toBeInTheDocument();
  });

  it('a trip with nothing to refund says so on its button', async () => {
    routeFetch({ 'GET /api/trips/7/cancellation': jsonResponse(200, quote({ refund: 0, fee: 25_000, days_before_departure: 3, tier: { min_days_before_departure: 0, refund_percent: 0, keeps_deposit: false, label: 'Under 14 days before departure: Nothing' } })) });
    const { dialog } = await openDialog();
    expect(await within(dialog).findByRole('button', { name: t.confirm(0, 'NOK') })).toHaveTextContent('Cancel with no refund');
  });

  it('is offered on booked trips only: not on an unpaid proposal, nor on a completed or cancelled trip', () => {
    for (const status of ['pending_confirmation', 'pending_completion', 'completed', 'cancelled'] as const) {
      const { unmount } = renderWithProviders(<CancelTripButton trip={tripFixture({ status })} />);
      expect(screen.queryByRole('button', { name: t.cancelTrip })).not.toBeInTheDocument();
      unmount();
    }
    renderWithProviders(<CancelTripButton trip={tripFixture({ status: 'revealed', payment_status: 'paid' })} />);
    expect(screen.getByRole('button', { name: t.cancelTrip })).toBeInTheDocument();
  });
});
