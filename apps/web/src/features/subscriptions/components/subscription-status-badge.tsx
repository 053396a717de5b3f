import { subscriptionStatusLabels, subscriptionTexts, type SubscriptionStatus } from '@mt/shared';
import { cn } from '@/lib/cn';

const tones: Partial<Record<SubscriptionStatus, string>> = {
  active: 'bg-green-100 text-green-900 ring-green-300',
  trialing: 'bg-sky-100 text-sky-900 ring-sky-300',
  past_due: 'bg-amber-100 text-amber-900 ring-amber-300',
  unpaid: 'bg-red-100 text-red-900 ring-red-300',
  canceled: 'bg-red-50 text-red-900 ring-red-200',
};

/** Spec 2 section 4: active, trialing, past_due, unpaid and canceled have their own style; others are neutral. */
export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus | null }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        (status && tones[status]) || 'bg-slate-100 text-slate-800 ring-slate-300',
      )}
    >
      {status ? subscriptionStatusLabels[status] : subscriptionTexts.noSubscription}
    </span>
  );
}
