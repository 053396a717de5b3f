import { AlertTriangle, CircleCheck, Wallet } from 'lucide-react';
import { formatMoney, paymentPlanTexts as t, type TravellerTrip } from '@mt/shared';
import { formatCalendarDate } from '@/lib/format-date';

/**
 * Where the trip's money stands (docs/decisions/0013): the deposit offer before any payment, then the
 * balance and its due date after a deposit, 'Balance overdue' once that date has passed, and 'Paid in
 * full' once nothing more is owed.
 */
export function PaymentPlanSummary({ trip }: { trip: TravellerTrip }) {
  const plan = trip.payment_plan;
  const money = (amount: number | null) => formatMoney(amount ?? 0, trip.currency);
  const due = formatCalendarDate(plan.balance_due_date);
  if (trip.payment_status === 'deposit_paid' && plan.balance_overdue) {
    return (
      <div role="alert" className="flex items-start gap-3 rounded-xl bg-red-50 p-4 ring-1 ring-red-200">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-red-800" aria-hidden />
        <div>
          <p className="font-semibold text-red-900">{t.balanceOverdue}</p>
          <p className="text-sm text-red-900">{t.balanceOverdueBody(money(plan.balance_amount), due)}</p>
        </div>
      </div>
    );
  }
  if (trip.payment_status === 'deposit_paid') {
    return (
      <div className="flex items-start gap-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
        <Wallet className="mt-0.5 size-5 shrink-0 text-amber-900" aria-hidden />
        <div>
          <p className="font-semibold text-slate-900">{t.depositPaid(money(plan.balance_amount), due)}</p>
          <p className="text-sm text-slate-700">{t.depositPaidRevealNote}</p>
        </div>
      </div>
    );
  }
  // After the balance (or one full payment) the traveller is told nothing more is owed.
  if (trip.payment_status === 'paid') {
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-green-900">
        <CircleCheck className="size-4 shrink-0 text-green-700" aria-hidden />
        {t.paidInFull(money(trip.total_price))}
      </p>
    );
  }
  if (plan.deposit_offered) return <p className="text-sm text-slate-700">{t.depositOffer(plan.deposit_percent, money(plan.deposit_amount), due)}</p>;
  return null;
}
