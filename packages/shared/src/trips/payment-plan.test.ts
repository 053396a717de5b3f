import { describe, expect, it } from 'vitest';
import { paymentPlanOf, type PaymentPlanInput } from './payment-plan';
import { canPay, canReview, canTravellerComplete, showsPaymentBadge } from './trip-lifecycle';

const base: PaymentPlanInput = {
  status: 'pending_confirmation',
  payment_status: 'pending',
  totalMinor: 1_234_567,
  currency: 'NOK',
  departureDate: '2027-06-01',
  today: '2027-01-10',
  terms: { deposit_percent: 20, balance_due_days: 45 },
  agreed: { depositMinor: null, balanceDueDate: null },
  paidMinor: 0,
};

describe('paymentPlanOf', () => {
  it('splits the price in minor units so that deposit and balance add up to the total', () => {
    const plan = paymentPlanOf(base);
    expect(plan.deposit_amount).toBe(2469.13);
    expect(plan.balance_amount).toBe(9876.54);
    expect(Math.round((plan.deposit_amount! + plan.balance_amount!) * 100)).toBe(1_234_567);
    expect(plan.balance_due_date).toBe('2027-04-17');
  });

  it('offers the deposit until the day before the balance is due, then only the full price', () => {
    expect(paymentPlanOf({ ...base, today: '2027-04-16' }).parts).toEqual(['deposit', 'full']);
    expect(paymentPlanOf({ ...base, today: '2027-04-17' }).parts).toEqual(['full']);
    expect(paymentPlanOf({ ...base, terms: { deposit_percent: 0, balance_due_days: 45 } })).toMatchObject({ deposit_offered: false, deposit_amount: null, parts: ['full'] });
  });

  it('after the deposit: the agreed plan, the balance next, overdue only after the due date', () => {
    const paid = { ...base, status: 'confirmed', payment_status: 'deposit_paid', agreed: { depositMinor: 300_000, balanceDueDate: '2027-04-01' }, paidMinor: 300_000 } as const;
    expect(paymentPlanOf(paid)).toMatchObject({ deposit_percent: 24, deposit_amount: 3000, balance_amount: 9345.67, next_part: 'balance', parts: ['balance'], amount_due: 9345.67, amount_paid: 3000 });
    expect(paymentPlanOf({ ...paid, today: '2027-04-01' }).balance_overdue).toBe(false);
    expect(paymentPlanOf({ ...paid, today: '2027-04-02' }).balance_overdue).toBe(true);
  });

  it('has nothing to pay once paid, or cancelled', () => {
    expect(paymentPlanOf({ ...base, status: 'confirmed', payment_status: 'paid', paidMinor: 1_234_567 })).toMatchObject({ next_part: null, parts: [], amount_due: 0, balance_overdue: false });
    expect(paymentPlanOf({ ...base, status: 'cancelled', payment_status: 'na' }).parts).toEqual([]);
  });
});

describe('deposit_paid in the lifecycle rules', () => {
  const depositPaid = { status: 'confirmed', payment_status: 'deposit_paid' } as const;
  it('can pay the balance, cannot complete or review, and shows its payment badge', () => {
    expect(canPay(depositPaid)).toBe(true);
    expect(canTravellerComplete(depositPaid)).toBe(false);
    expect(canReview({ ...depositPaid, status: 'revealed' })).toBe(false);
    expect(showsPaymentBadge(depositPaid)).toBe(true);
    expect(canPay({ status: 'confirmed', payment_status: 'paid' })).toBe(false);
  });
});
