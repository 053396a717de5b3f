import { isActiveSubscription, isSubscriptionStatus, subscriptionStatusLabels, subscriptionTexts } from '@mt/shared';
import { cn } from '@/lib/cn';

const green = 'bg-green-100 text-green-900 ring-green-300';
const amber = 'bg-amber-100 text-amber-900 ring-amber-300';
const neutral = 'bg-slate-100 text-slate-800 ring-slate-300';

interface Audience {
  className: string;
  label(status: string | null): string;
  /** The colour of a status; undefined reads neutral. */
  tone(status: string): string | undefined;
}

const partnerTones: Record<string, string> = {
  active: green,
  trialing: 'bg-sky-100 text-sky-900 ring-sky-300',
  past_due: amber,
  unpaid: 'bg-red-100 text-red-900 ring-red-300',
  canceled: 'bg-red-50 text-red-900 ring-red-200',
};
const needsPayment = ['past_due', 'unpaid', 'incomplete'];

const audiences: Record<'partner' | 'admin', Audience> = {
  /** The partner's own subscription (spec 2 section 4): the spec's words, each named status its own colour. */
  partner: {
    className: 'items-center px-2.5',
    label: (status) => (!status ? subscriptionTexts.noSubscription : isSubscriptionStatus(status) ? subscriptionStatusLabels[status] : status),
    tone: (status) => partnerTones[status],
  },
  /** The admin's partner list: the provider's own word ('past due', 'none'), green when active, amber when a payment is owed. */
  admin: {
    className: 'px-2 capitalize',
    label: (status) => (status ? status.replace(/_/g, ' ') : 'none'),
    tone: (status) => (isActiveSubscription(status) ? green : needsPayment.includes(status) ? amber : undefined),
  },
};

/** A subscription status as a coloured label, worded for who is looking at it. */
export function SubscriptionBadge({ status, audience }: { status: string | null; audience: keyof typeof audiences }) {
  const look = audiences[audience];
  return (
    <span className={cn('inline-flex rounded-full py-0.5 text-xs font-semibold ring-1 ring-inset', look.className, (status && look.tone(status)) || neutral)}>
      {look.label(status)}
    </span>
  );
}
