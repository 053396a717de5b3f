import { showsPaymentBadge, type PaymentStatus, type TripStatus } from '@mt/shared';
import { cn } from '@/lib/cn';
import { PAYMENT_LABELS, STATUS_LABELS } from '../utils/format';

const statusTone: Record<TripStatus, string> = {
  pending_confirmation: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-sky-100 text-sky-900',
  revealed: 'bg-violet-100 text-violet-900',
  pending_completion: 'bg-teal-100 text-teal-900',
  completed: 'bg-green-100 text-green-900',
  cancelled: 'bg-slate-200 text-slate-800',
};
const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

export function TripStatusBadge({ status }: { status: TripStatus }) {
  return <span className={cn(pill, statusTone[status])}>{STATUS_LABELS[status]}</span>;
}

/** Spec 1: shown when the payment status is neither paid nor na; `always` for the admin's screens (spec 3). */
export function PaymentBadge({ paymentStatus, always = false }: { paymentStatus: PaymentStatus; always?: boolean }) {
  if (!always && !showsPaymentBadge({ payment_status: paymentStatus })) return null;
  const tone =
    paymentStatus === 'failed'
      ? 'bg-red-100 text-red-900'
      : paymentStatus === 'paid'
        ? 'bg-green-100 text-green-900'
        : paymentStatus === 'refunded' || paymentStatus === 'na'
          ? 'bg-slate-200 text-slate-800'
          : 'bg-amber-100 text-amber-900';
  return <span className={cn(pill, tone)}>{PAYMENT_LABELS[paymentStatus]}</span>;
}
