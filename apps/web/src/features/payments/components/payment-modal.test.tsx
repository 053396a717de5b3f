import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_EXCHANGE_RATES, displayCurrencyTexts, formatMoney, paymentPlanTexts, paymentTexts, type PaymentPlan } from '@mt/shared';
import { testQueryClient } from '@/test/render';
import { stubFetchRoutes, jsonResponse } from '@/test/route-fetch';
import { ExchangeRatesContext, useDisplayCurrency } from '@/lib/display-currency';
import { useSession } from '@/lib/session-store';
import { PaymentModal } from './payment-modal';

const plan: PaymentPlan = {
  deposit_percent: 20,
  deposit_offered: true,
  deposit_amount: 5000,
  balance_amount: 20_000,
  balance_due_date: '2027-03-12',
  balance_overdue: false,
  amount_paid: 0,
  amount_due: 25_000,
  next_part: 'full',
  parts: ['deposit', 'full'],
};
const nok = (n: number) => formatMoney(n, 'NOK');
// getByText collapses the no-break space Intl puts after the currency code (accessible names keep it).
const nokText = (n: number) => nok(n).replace(/\u00a0/g, ' ');
const sandbox = { payments_mode: 'sandbox' as const, stripe_publishable_key: null };

function renderModal(payment_plan: PaymentPlan | null) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <PaymentModal
        tripId={9}
        trip={payment_plan ? { total_price: 25_000, currency: 'NOK', payment_plan } : null}
        settings={sandbox}
        onClose={vi.fn()}
        onSucceeded={vi.fn()}
      />
    </QueryClientProvider>,
  );
}

describe('PaymentModal and the payment plan', () => {
  beforeEach(() => useSession.getState().setSession({ id: 3, name: 'Tia', email: 't@example.com', user_type: 'traveller', userType: 'traveller', companyName: null, profile_image: null, created_at: '2030-01-01T00:00:00.000Z' }, 'token-1'));
  afterEach(() => vi.unstubAllGlobals());

  it('starts with what is due next, and switching to the deposit asks for a deposit and shows its amount on the button', async () => {
    const { calls } = stubFetchRoutes({
      'POST /api/trips/9/pay': ({ init }) => {
        const part = init?.body ? (JSON.parse(String(init.body)) as { part: string }).part : 'full';
        const amount = part === 'deposit' ? 5000 : 25_000;
        return jsonResponse(200, { clientSecret: `sandbox_pi_${part}_secret_x`, provider: 'sandbox', part, amount, currency: 'NOK' });
      },
    });
    renderModal(plan);
    expect(await screen.findByRole('button', { name: paymentTexts.payButton(nok(25_000)) })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: paymentPlanTexts.fullOption(nok(25_000)) })).toBeChecked();
    expect(JSON.parse(String(calls('POST /api/trips/9/pay')[0]!.body))).toEqual({ part: 'full' });

    await userEvent.click(screen.getByRole('radio', { name: paymentPlanTexts.depositOption(nok(5000)) }));
    expect(await screen.findByRole('button', { name: paymentTexts.payButton(nok(5000)) })).toBeInTheDocument();
    expect(calls('POST /api/trips/9/pay').map((init) => JSON.parse(String(init!.body)))).toEqual([{ part: 'full' }, { part: 'deposit' }]);
  });

  it('shows no choice when only the full price can be paid', async () => {
    stubFetchRoutes({ 'POST /api/trips/9/pay': () => jsonResponse(200, { clientSecret: 's_secret_x', provider: 'sandbox', part: 'full', amount: 25_000, currency: 'NOK' }) });
    renderModal({ ...plan, deposit_offered: false, parts: ['full'] });
    expect(await screen.findByRole('button', { name: paymentTexts.payButton(nok(25_000)) })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('without a known plan (a rebooking just made) lets the server pick, sending no part', async () => {
    const { calls } = stubFetchRoutes({ 'POST /api/trips/9/pay': () => jsonResponse(200, { clientSecret: 's_secret_x', provider: 'sandbox', part: 'full', amount: 25_000, currency: 'NOK' }) });
    renderModal(null);
    await waitFor(() => expect(calls('POST /api/trips/9/pay')).toHaveLength(1));
    expect(calls('POST /api/trips/9/pay')[0]!.body).toBeUndefined();
  });

  it('shows the server’s reason when a deposit is refused', async () => {
    stubFetchRoutes({ 'POST /api/trips/9/pay': () => jsonResponse(409, { message: paymentPlanTexts.depositNotOffered }) });
    renderModal({ ...plan, next_part: 'full' });
    await userEvent.click(await screen.findByRole('radio', { name: paymentPlanTexts.depositOption(nok(5000)) }));
    expect(await screen.findByText(paymentPlanTexts.depositNotOffered)).toBeInTheDocument();
  });

  it('after a deposit asks for the balance alone and says it is the balance, with no choice to make', async () => {
    const { calls } = stubFetchRoutes({ 'POST /api/trips/9/pay': () => jsonResponse(200, { clientSecret: 's_secret_b', provider: 'sandbox', part: 'balance', amount: 20_000, currency: 'NOK' }) });
    renderModal({ ...plan, deposit_offered: false, amount_paid: 5000, amount_due: 20_000, next_part: 'balance', parts: ['balance'] });
    expect(await screen.findByRole('button', { name: paymentTexts.payButton(nok(20_000)) })).toBeInTheDocument();
    expect(screen.getByText(paymentPlanTexts.balanceOption(nokText(20_000)))).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(JSON.parse(String(calls('POST /api/trips/9/pay')[0]!.body))).toEqual({ part: 'balance' });
  });

  it('names no balance when the full price is what is paid', async () => {
    stubFetchRoutes({ 'POST /api/trips/9/pay': () => jsonResponse(200, { clientSecret: 's_secret_x', provider: 'sandbox', part: 'full', amount: 25_000, currency: 'NOK' }) });
    renderModal({ ...plan, deposit_offered: false, parts: ['full'] });
    await screen.findByRole('button', { name: paymentTexts.payButton(nok(25_000)) });
    expect(screen.queryByText(paymentPlanTexts.balanceOption(nokText(20_000)))).not.toBeInTheDocument();
  });

  describe('in another currency than the trip’s (issue 22)', () => {
    const renderWithRates = () =>
      render(
        <ExchangeRatesContext value={DEFAULT_EXCHANGE_RATES}>
          <QueryClientProvider client={testQueryClient()}>
            <PaymentModal tripId={9} trip={{ total_price: 25_000, currency: 'NOK', payment_plan: { ...plan, deposit_offered: false, parts: ['full'] } }} settings={sandbox} onClose={vi.fn()} onSucceeded={vi.fn()} />
          </QueryClientProvider>
        </ExchangeRatesContext>,
      );
    const stubPay = () => stubFetchRoutes({ 'POST /api/trips/9/pay': () => jsonResponse(200, { clientSecret: 's_secret_x', provider: 'sandbox', part: 'full', amount: 25_000, currency: 'NOK' }) });
    afterEach(() => useDisplayCurrency.setState({ chosen: null }));

    it('says the charge is in the trip’s currency and the converted figure only a reference', async () => {
      useDisplayCurrency.setState({ chosen: 'EUR' });
      stubPay();
      renderWithRates();
      // The card is charged NOK 25,000.00; at 1 NOK = 0.086 EUR that is €2,150.
      expect(await screen.findByRole('button', { name: paymentTexts.payButton(nok(25_000)) })).toBeInTheDocument();
      expect(screen.getByText(displayCurrencyTexts.chargedIn(nokText(25_000), '≈ €2,150', 'EUR'))).toBeInTheDocument();
    });

    it('says nothing more when prices show in the trip’s own currency', async () => {
      useDisplayCurrency.setState({ chosen: 'NOK' });
      stubPay();
      renderWithRates();
      await screen.findByRole('button', { name: paymentTexts.payButton(nok(25_000)) });
      expect(screen.queryByText(/for reference only/)).not.toBeInTheDocument();
    });
  });
});
