import { isActiveSubscription } from '@mt/shared';
import { cn } from '@/lib/cn';

/** 'active', 'past_due'... as a coloured label; partners without a subscription read 'None'. */
export function SubscriptionBadge({ status }: { status: string | null }) {
  const label = status ? status.replace(/_/g, ' ') : 'none';
  const tone = isActiveSubscription(status)
    ? 'bg-green-100 text-green-900 ring-green-300'
    : status === 'past_due' || status === 'unpaid' || status === 'incomplete'
      ? 'bg-amber-100 text-amber-900 ring-amber-300'
      : 'bg-slate-100 text-slate-800 ring-slate-300';
  return <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset', tone)}>{label}</span>;
}
