import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney, paymentPlanTexts, type PaymentPlan } from '@mt/shared';
import { PaymentPlanChoice } from './payment-plan-choice';

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

describe('PaymentPlanChoice', () => {
  it('offers the deposit with the balance and its due date, and the full price, as one radio group', () => {
    render(<PaymentPlanChoice plan={plan} total={25_000} currency="NOK" value="full" onChange={vi.fn()} />);
    const group = screen.getByRole('group', { name: paymentPlanTexts.choiceLegend });
    expect(group).toBeInTheDocument();
    const deposit = screen.getByRole('radio', { name: paymentPlanTexts.depositOption(nok(5000)) });
    const full = screen.getByRole('radio', { name: paymentPlanTexts.fullOption(nok(25_000)) });
    expect(full).toBeChecked();
    expect(deposit).not.toBeChecked();
    expect(deposit).toHaveAccessibleDescription(paymentPlanTexts.depositOptionHint(20, nok(20_000), '12 Mar 2027'));
  });

  it('reports the part chosen, by click or keyboard', async () => {
    const onChange = vi.fn();
    render(<PaymentPlanChoice plan={plan} total={25_000} currency="NOK" value="full" onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: paymentPlanTexts.depositOption(nok(5000)) }));
    expect(onChange).toHaveBeenLastCalledWith('deposit');
  });

  it('cannot be changed while a payment is being prepared', async () => {
    const onChange = vi.fn();
    render(<PaymentPlanChoice plan={plan} total={25_000} currency="NOK" value="full" onChange={onChange} disabled />);
    const deposit = screen.getByRole('radio', { name: paymentPlanTexts.depositOption(nok(5000)) });
    expect(deposit).toBeDisabled();
    await userEvent.click(deposit);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names the balance alone after a deposit', () => {
    render(<PaymentPlanChoice plan={{ ...plan, parts: ['balance'], next_part: 'balance' }} total={25_000} currency="NOK" value="balance" onChange={vi.fn()} />);
    expect(screen.getByRole('radio', { name: paymentPlanTexts.balanceOption(nok(20_000)) })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });

  it('offers the full price alone when no deposit is offered', () => {
    render(<PaymentPlanChoice plan={{ ...plan, deposit_offered: false, parts: ['full'] }} total={25_000} currency="NOK" value="full" onChange={vi.fn()} />);
    expect(screen.getAllByRole('radio')).toEqual([screen.getByRole('radio', { name: paymentPlanTexts.fullOption(nok(25_000)) })]);
    expect(screen.queryByText(/deposit/i)).not.toBeInTheDocument();
  });
});
