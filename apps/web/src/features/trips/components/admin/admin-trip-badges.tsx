import { adminPostponementTexts, cancelTripTexts, formatMoney, paymentPlanTexts, type AdminTrip } from '@mt/shared';
import { formatCalendarDate } from '@/lib/format-date';
import { cn } from '@/lib/cn';
import { adminStatusLabel, rebookingLabels, type LabelTone } from '../../utils/admin-trip-labels';
import { PaymentBadge } from '../status-badges';

const tones: Record<LabelTone, string> = {
  amber: 'bg-amber-100 text-amber-900',
  sky: 'bg-sky-100 text-sky-900',
  violet: 'bg-violet-100 text-violet-900',
  teal: 'bg-teal-100 text-teal-900',
  green: 'bg-green-100 text-green-900',
  slate: 'bg-slate-200 text-slate-800',
  red: 'bg-red-100 text-red-900',
};
// A badge keeps to one line, except the one that says it may wrap (pillShape with whitespace-normal).
const pillShape = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';
const pill = `${pillShape} whitespace-nowrap`;

/** The derived status label (spec 3 section 4). */
export function AdminStatusBadge({ trip }: { trip: Pick<AdminTrip, 'status' | 'payment_status'> }) {
  const label = adminStatusLabel(trip);
  return <span className={cn(pill, tones[label.tone])}>{label.text}</span>;
}

/**
 * Status, payment status, postponement and rebooking badges of a trip (spec 3, trips table and trip view). An unpaid
 * proposal already reads 'Pending payment', so its 'Payment pending' badge would only repeat it.
 */
export function AdminTripBadges({ trip, className }: { trip: AdminTrip; className?: string }) {
  const paymentSaidByStatus = trip.status === 'pending_confirmation' && trip.payment_status === 'pending';
  return (
    <div className={cn('flex flex-wrap gap-1.5', className)}>
      <AdminStatusBadge trip={trip} />
      {!paymentSaidByStatus && <PaymentBadge paymentStatus={trip.payment_status} always />}
      {trip.payment_plan.balance_overdue && <span className={cn(pill, tones.red)}>{paymentPlanTexts.balanceOverdue}</span>}
      {trip.refunded_amount > 0 && <span className={cn(pill, tones.slate)}>{cancelTripTexts.refundedNote(trip.refunded_amount, trip.currency)}</span>}
      {trip.kept_amount !== null && <span className={cn(pill, tones.slate)}>{cancelTripTexts.keptNote(trip.kept_amount, trip.currency)}</span>}
      {trip.postponed_from !== null && <span className={cn(pill, tones.sky)}>{adminPostponementTexts.postponedFrom(formatCalendarDate(trip.postponed_from))}</span>}
      {trip.pending_postponement && (
        // May wrap: with the amount it is the longest badge, wider than a phone's status cell.
        <span className={cn(pillShape, tones.amber, 'whitespace-normal')}>
          {adminPostponementTexts.feePending(formatMoney(trip.pending_postponement.fee, trip.pending_postponement.currency))}
        </span>
      )}
      {rebookingLabels(trip).map((label) => (
        <span key={label} className={cn(pill, 'bg-indigo-50 text-indigo-900 ring-1 ring-inset ring-indigo-200')}>
          {label}
        </span>
      ))}
    </div>
  );
}
