import type { PaymentPlan } from '@mt/shared';

/** A payment plan as the API answers it: by default a proposal paid in full, no deposit offered. */
export const paymentPlanFixture = (overrides: Partial<PaymentPlan> = {}): PaymentPlan => ({
  deposit_percent: 20,
  deposit_offered: false,
  deposit_amount: 1000,
  balance_amount: 4000,
  balance_due_date: '2030-03-26',
  balance_overdue: false,
  amount_paid: 0,
  amount_due: 5000,
  next_part: 'full',
  parts: ['full'],
  ...overrides,
});
