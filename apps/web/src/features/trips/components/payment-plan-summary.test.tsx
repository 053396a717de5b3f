import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney, paymentPlanTexts } from '@mt/shared';
import { paymentPlanFixture } from '../testing/payment-plan-fixture';
import { tripFixture } from '../testing/trip-fixture';
import { PaymentPlanSummary } from './payment-plan-summary';

// The DOM matchers collapse the no-break space Intl puts after the currency code.
const nok = (n: number) => formatMoney(n, 'NOK').replace(/\u00a0/g, ' ');

describe('PaymentPlanSummary', () => {
  it('offers the deposit on a proposal that allows one', () => {
    render(<PaymentPlanSummary trip={tripFixture({ payment_plan: paymentPlanFixture({ deposit_offered: true, parts: ['deposit', 'full'] }) })} />);
    expect(screen.getByText(paymentPlanTexts.depositOffer(20, nok(1000), '26 Mar 2030'))).toBeInTheDocument();
  });

  it('says nothing when only the full price is possible', () => {
    const { container } = render(<PaymentPlanSummary trip={tripFixture()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the balance and its due date after a deposit', () => {
    const plan = paymentPlanFixture({ amount_paid: 1000, amount_due: 4000, next_part: 'balance', parts: ['balance'] });
    render(<PaymentPlanSummary trip={tripFixture({ status: 'confirmed', payment_status: 'deposit_paid', payment_plan: plan })} />);
    expect(screen.getByText(paymentPlanTexts.depositPaid(nok(4000), '26 Mar 2030'))).toBeInTheDocument();
    expect(screen.queryByText(paymentPlanTexts.balanceOverdue)).not.toBeInTheDocument();
  });

  it("says 'Balance overdue' as an alert once the due date has passed", () => {
    const plan = paymentPlanFixture({ balance_overdue: true, next_part: 'balance', parts: ['balance'] });
    render(<PaymentPlanSummary trip={tripFixture({ status: 'confirmed', payment_status: 'deposit_paid', payment_plan: plan })} />);
    expect(screen.getByRole('alert')).toHaveTextContent(paymentPlanTexts.balanceOverdue);
    expect(screen.getByRole('alert')).toHaveTextContent(paymentPlanTexts.balanceOverdueBody(nok(4000), '26 Mar 2030'));
  });

  it('says the trip is paid in full, with its price, once nothing more is owed', () => {
    const plan = paymentPlanFixture({ amount_paid: 5000, amount_due: 0, next_part: null, parts: [] });
    render(<PaymentPlanSummary trip={tripFixture({ status: 'confirmed', payment_status: 'paid', payment_plan: plan })} />);
    expect(screen.getByText(paymentPlanTexts.paidInFull(nok(5000)))).toBeInTheDocument();
    expect(screen.queryByText(paymentPlanTexts.depositPaidRevealNote)).not.toBeInTheDocument();
  });

  it('does not call a deposit-paid trip paid in full', () => {
    const plan = paymentPlanFixture({ amount_paid: 1000, amount_due: 4000, next_part: 'balance', parts: ['balance'] });
    render(<PaymentPlanSummary trip={tripFixture({ status: 'confirmed', payment_status: 'deposit_paid', payment_plan: plan })} />);
    expect(screen.queryByText(paymentPlanTexts.paidInFull(nok(5000)))).not.toBeInTheDocument();
  });
});
