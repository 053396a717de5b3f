import type { ReactNode } from 'react';
import { formatPlanPrice, subscriptionTexts, type SubscriptionPlanDto, type SubscriptionStatus } from '@mt/shared';
import { SubscriptionBadge } from '@/components/ui/subscription-badge';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export const formatSubscribedUntil = (iso: string | null): string | null => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : dateFormat.format(d);
};

/** Status, plan, price ('{price} {currency} / {interval}') and subscribed-until (spec 2 section 2). */
export function SubscriptionDetails({ status, plan, subscribedUntil }: { status: SubscriptionStatus | null; plan: SubscriptionPlanDto | null; subscribedUntil: string | null }) {
  const until = formatSubscribedUntil(subscribedUntil);
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Item label={subscriptionTexts.status}>
        <SubscriptionBadge status={status} audience="partner" />
      </Item>
      <Item label={subscriptionTexts.plan}>{plan?.name ?? subscriptionTexts.noPlan}</Item>
      {plan && <Item label={subscriptionTexts.price}>{formatPlanPrice(plan)}</Item>}
      {until && <Item label={subscriptionTexts.subscribedUntil}>{until}</Item>}
    </dl>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-0.5 text-base text-slate-900">{children}</dd>
    </div>
  );
}
