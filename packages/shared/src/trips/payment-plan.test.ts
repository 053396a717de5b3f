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

describe('paymentPlanOf, every field at once', () => {
  it('an unpaid proposal with a deposit offer: full price due next, nothing agreed yet', () => {
    expect(paymentPlanOf(base)).toEqual({
      deposit_percent: 20,
      deposit_offered: true,
      deposit_amount: 2469.13,
      balance_amount: 9876.54,
      balance_due_date: '2027-04-17',
      balance_overdue: false,
      amount_paid: 0,
      amount_due: 12_345.67,
      next_part: 'full',
      parts: ['deposit', 'full'],
    });
  });

  it('an unpaid proposal keeps no earlier deposit offer: the offer follows today\'s terms', () => {
    const offered = { ...base, agreed: { depositMinor: 500_000, balanceDueDate: '2027-03-01' } };
    expect(paymentPlanOf(offered)).toMatchObject({ deposit_percent: 20, deposit_amount: 2469.13, balance_due_date: '2027-04-17' });
  });

  it('without deposits in the terms: no deposit, no balance, no due date', () => {
    const plan = paymentPlanOf({ ...base, terms: { deposit_percent: 0, balance_due_days: 45 } });
    expect(plan).toMatchObject({ deposit_percent: 0, deposit_offered: false, deposit_amount: null, balance_amount: null, balance_due_date: null, amount_due: 12_345.67 });
  });

  it('a trip paid in one charge: nothing due, and "the deposit" is a deposit\'s worth of today\'s terms', () => {
    const paid = { ...base, status: 'confirmed', payment_status: 'paid', paidMinor: 1_234_567 } as const;
    expect(paymentPlanOf(paid)).toEqual({
      deposit_percent: 20,
      deposit_offered: false,
      deposit_amount: 2469.13,
      balance_amount: 9876.54,
      balance_due_date: '2027-04-17',
      balance_overdue: false,
      amount_paid: 12_345.67,
      amount_due: 0,
      next_part: null,
      parts: [],
    });
    // Past a due date it never had to meet, a paid trip is not overdue.
    expect(paymentPlanOf({ ...paid, today: '2027-05-20' }).balance_overdue).toBe(false);
  });

  it('a trip paid as deposit and balance keeps the agreed deposit and its percent', () => {
    const paid = { ...base, status: 'confirmed', payment_status: 'paid', agreed: { depositMinor: 300_000, balanceDueDate: '2027-04-01' }, paidMinor: 1_234_567 } as const;
    expect(paymentPlanOf(paid)).toMatchObject({ deposit_percent: 24, deposit_amount: 3000, balance_amount: 9345.67, balance_due_date: '2027-04-01', amount_due: 0 });
  });

  it('a deposit-paid trip is never offered another deposit, even far from departure', () => {
    const paid = { ...base, status: 'confirmed', payment_status: 'deposit_paid', agreed: { depositMinor: 300_000, balanceDueDate: null }, paidMinor: 300_000 } as const;
    // No due date was snapshotted (an older trip): it is worked out from the departure.
    expect(paymentPlanOf(paid)).toMatchObject({ deposit_offered: false, parts: ['balance'], balance_due_date: '2027-04-17', amount_due: 9345.67 });
  });

  it('a cancelled trip has no offer, nothing due and is not overdue', () => {
    const cancelled = { ...base, status: 'cancelled', payment_status: 'deposit_paid', agreed: { depositMinor: 300_000, balanceDueDate: '2027-04-01' }, today: '2027-05-01' } as const;
    expect(paymentPlanOf(cancelled)).toMatchObject({ deposit_offered: false, next_part: null, parts: [], amount_due: 0, deposit_amount: 3000 });
  });

  it('a price of zero: no percent is derived from it', () => {
    const free = { ...base, totalMinor: 0, status: 'confirmed', payment_status: 'paid', agreed: { depositMinor: 0, balanceDueDate: '2027-04-01' } } as const;
    expect(paymentPlanOf(free)).toMatchObject({ deposit_percent: 20, deposit_amount: 0, balance_amount: 0 });
  });
});

describe('deposit_paid in the lifecycle rules', () => {
  const depositPaid = { status: 'confirmed', payment_status: 'deposit_paid' } as const;
  it('can pay the balance, cannot complete or review, and shows its payment badge', () => {
    expect(canPay(depositPaid)).toBe(true);
    expect(canTravellerComplete(depositPaid)).toBe(false);
    expect(canReview({ ...depositPaid, status: 'revealed', return_date: '2027-05-01' }, '2027-06-01')).toBe(false);
    expect(showsPaymentBadge(depositPaid)).toBe(true);
    expect(canPay({ status: 'confirmed', payment_status: 'paid' })).toBe(false);
  });
});
