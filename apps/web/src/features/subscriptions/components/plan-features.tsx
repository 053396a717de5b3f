import { Check } from 'lucide-react';
import { subscriptionTexts, type SubscriptionPlanDto } from '@mt/shared';

/** What a plan gives: its service limit and the commission per booking. */
export function PlanFeatures({ plan }: { plan: Pick<SubscriptionPlanDto, 'max_services' | 'commission_rate'> }) {
  return (
    <ul className="space-y-1 text-sm text-slate-800">
      <Feature>{plan.max_services === null ? subscriptionTexts.unlimitedServices : subscriptionTexts.upToServices(plan.max_services)}</Feature>
      <Feature>{subscriptionTexts.commission(plan.commission_rate)}</Feature>
    </ul>
  );
}

function Feature({ children }: { children: string }) {
  return (
    <li className="flex items-start gap-2">
      <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
      {children}
    </li>
  );
}
