import { formatPlanPrice, subscriptionTexts, type SubscriptionPlanDto } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PlanFeatures } from './plan-features';

interface PlanListProps {
  plans: SubscriptionPlanDto[];
  /** The plan whose checkout is being started (its button spins, the others wait). */
  pendingPriceId: string | null;
  onSubscribe(plan: SubscriptionPlanDto): void;
}

/** The plans to subscribe to (spec 2: statuses other than active, trialing and past_due). */
export function PlanList({ plans, pendingPriceId, onSubscribe }: PlanListProps) {
  if (plans.length === 0) {
    return <EmptyState title={subscriptionTexts.noPlansTitle}>{subscriptionTexts.noPlansBody}</EmptyState>;
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Subscription plans">
      {plans.map((plan) => (
        <li key={plan.id} className="flex flex-col rounded-xl p-4 ring-1 ring-slate-200">
          <h3 className="text-base font-semibold text-slate-900">{plan.name}</h3>
          <p className="mt-1 text-lg font-bold text-brand-800">{formatPlanPrice(plan)}</p>
          {plan.description && <p className="mt-2 text-sm text-slate-700">{plan.description}</p>}
          <div className="mt-3">
            <PlanFeatures plan={plan} />
          </div>
          <Button
            className="mt-4"
            onClick={() => onSubscribe(plan)}
            loading={pendingPriceId === plan.stripe_price_id}
            disabled={pendingPriceId !== null}
            aria-label={`${subscriptionTexts.subscribe} to ${plan.name}`}
          >
            {subscriptionTexts.subscribe}
          </Button>
        </li>
      ))}
    </ul>
  );
}
