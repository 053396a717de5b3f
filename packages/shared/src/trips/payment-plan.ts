import { z } from 'zod';
import { minorToDecimal } from '../money/money';
import { addDays } from './trip-dates';
import { canPay } from './trip-lifecycle';
import type { PaymentStatus, TripStatus } from './trip-status';

/**
 * Deposit, then balance (issue 18 section 2, docs/decisions/0013). A trip is paid in one charge
 * ('full') or in two ('deposit' then 'balance'); the rules are here, once, for the server's answer and
 * the dashboard's buttons.
 */
export const PAYMENT_PARTS = ['deposit', 'balance', 'full'] as const;
export const paymentPartSchema = z.enum(PAYMENT_PARTS);
export type PaymentPart = z.infer<typeof paymentPartSchema>;

/** POST /api/trips/{id}/pay: without a part, what is due next (`payment_plan.next_part`). */
export const payTripSchema = z.object({ part: paymentPartSchema.optional() }).nullish();
export type PayTripInput = z.input<typeof payTripSchema>;

/** The plan that applies to a trip, in the trip's currency; GET /api/trips shows it before any payment. */
export const paymentPlanSchema = z.object({
  /** The deposit's share of the price: the agreed one once a deposit is paid, else the site's setting. */
  deposit_percent: z.number().int(),
  /** Whether the traveller may choose to pay only the deposit now. */
  deposit_offered: z.boolean(),
  /** Null when deposits are off (percent 0) and none was agreed. */
  deposit_amount: z.number().nullable(),
  balance_amount: z.number().nullable(),
  /** YYYY-MM-DD: departure − balance due days, or the date agreed with the deposit. */
  balance_due_date: z.string().nullable(),
  /** A deposit-paid trip past its balance due date. */
  balance_overdue: z.boolean(),
  /** Charged and kept (succeeded charges less refunds). */
  amount_paid: z.number(),
  /** What `next_part` charges; 0 when nothing can be paid. */
  amount_due: z.number(),
  /** What POST /pay charges without a part; null when nothing can be paid. */
  next_part: paymentPartSchema.nullable(),
  /** The parts the traveller may choose now (empty when nothing can be paid). */
  parts: z.array(paymentPartSchema),
});
export type PaymentPlan = z.infer<typeof paymentPlanSchema>;

/** Integer minor units; the balance is the rest, so the two always add up to the total. */
export const depositMinorOf = (totalMinor: number, percent: number) => Math.round((totalMinor * percent) / 100);
export const balanceDueDateOf = (departureDate: string, balanceDueDays: number) => addDays(departureDate, -balanceDueDays);

export interface PaymentPlanInput {
  status: TripStatus;
  payment_status: PaymentStatus;
  totalMinor: number;
  currency: string;
  departureDate: string;
  /** YYYY-MM-DD, UTC (the jobs' calendar). */
  today: string;
  terms: { deposit_percent: number; balance_due_days: number };
  /** What the trip row snapshotted when a deposit was taken (null before). */
  agreed: { depositMinor: number | null; balanceDueDate: string | null };
  paidMinor: number;
}

/** Deposits are offered while the departure is further away than the balance due days (today is before the due date). */
export function depositOfferedNow(today: string, departureDate: string, terms: PaymentPlanInput['terms']): boolean {
  return terms.deposit_percent > 0 && today < balanceDueDateOf(departureDate, terms.balance_due_days);
}

export function paymentPlanOf(input: PaymentPlanInput): PaymentPlan {
  const { totalMinor, currency, terms, agreed } = input;
  const depositPaid = input.payment_status === 'deposit_paid';
  const payable = canPay(input);
  const useAgreed = agreed.depositMinor !== null && (depositPaid || input.payment_status === 'paid' || !payable);
  const depositMinor = useAgreed ? agreed.depositMinor! : terms.deposit_percent > 0 ? depositMinorOf(totalMinor, terms.deposit_percent) : null;
  const dueDate = useAgreed
    ? (agreed.balanceDueDate ?? balanceDueDateOf(input.departureDate, terms.balance_due_days))
    : terms.deposit_percent > 0
      ? balanceDueDateOf(input.departureDate, terms.balance_due_days)
      : null;
  const percent = useAgreed && totalMinor > 0 ? Math.round((agreed.depositMinor! * 100) / totalMinor) : terms.deposit_percent;
  const offered = payable && !depositPaid && depositOfferedNow(input.today, input.departureDate, terms);
  const parts: PaymentPart[] = !payable ? [] : depositPaid ? ['balance'] : offered ? ['deposit', 'full'] : ['full'];
  const next: PaymentPart | null = !payable ? null : depositPaid ? 'balance' : 'full';
  const balanceMinor = depositMinor === null ? null : totalMinor - depositMinor;
  const dueMinor = next === 'balance' ? (balanceMinor ?? totalMinor) : next === 'full' ? totalMinor : 0;
  const money = (minor: number) => minorToDecimal(minor, currency);
  return {
    deposit_percent: percent,
    deposit_offered: offered,
    deposit_amount: depositMinor === null ? null : money(depositMinor),
    balance_amount: balanceMinor === null ? null : money(balanceMinor),
    balance_due_date: dueDate,
    balance_overdue: depositPaid && dueDate !== null && input.today > dueDate,
    amount_paid: money(input.paidMinor),
    amount_due: money(dueMinor),
    next_part: next,
    parts,
  };
}
