import { useState } from 'react';
import { CreditCard } from 'lucide-react';
import { canManageBilling, subscriptionTexts, type SubscriptionPlanDto, type SubscriptionStatus } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCreateBillingPortalSession } from '../api/create-billing-portal-session';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { useSubscriptionPlans } from '../api/get-subscription-plans';
import { browserRedirectDeps, followCheckout, followPortal, RedirectError, type RedirectDeps } from '../utils/provider-redirect';
import { PlanList } from './plan-list';
import { SubscriptionDetails } from './subscription-details';

export interface SubscriptionPanelProps {
  /** The partner's subscription, once their profile has loaded. */
  subscription: { status: SubscriptionStatus | null; plan: SubscriptionPlanDto | null; subscribedUntil: string | null } | null;
  partnerLoading: boolean;
  partnerFailed: boolean;
  onRetryPartner(): void;
  /** Where the browser goes (tests pass their own). */
  redirect?: RedirectDeps;
}

const failureText = (err: unknown, fallback: string) => (err instanceof RedirectError ? err.message : errorMessage(err, fallback));

/** 'Your Subscription': details and 'Manage Billing', or the plans to subscribe to (spec 2 sections 2, 4, 8). */
export function SubscriptionPanel({ subscription, partnerLoading, partnerFailed, onRetryPartner, redirect = browserRedirectDeps }: SubscriptionPanelProps) {
  const manages = canManageBilling(subscription?.status);
  const plans = useSubscriptionPlans({ enabled: !!subscription && !manages });
  const checkout = useCreateCheckoutSession();
  const portal = useCreateBillingPortalSession();
  const [actionError, setActionError] = useState<string | null>(null);
  const [pendingPriceId, setPendingPriceId] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  const subscribe = (plan: SubscriptionPlanDto) => {
    setActionError(null);
    setPendingPriceId(plan.stripe_price_id);
    checkout.mutate(
      { priceId: plan.stripe_price_id },
      {
        onSuccess: (res) => {
          try {
            followCheckout(res, redirect);
          } catch (err) {
            setActionError(failureText(err, subscriptionTexts.startFailed));
            setPendingPriceId(null);
          }
        },
        onError: (err) => {
          setActionError(failureText(err, subscriptionTexts.startFailed));
          setPendingPriceId(null);
        },
      },
    );
  };

  const manageBilling = () => {
    setActionError(null);
    portal.mutate(undefined, {
      onSuccess: (res) => {
        try {
          followPortal(res, redirect);
          setRedirecting(true);
        } catch (err) {
          setActionError(failureText(err, subscriptionTexts.portalFailed));
        }
      },
      onError: (err) => setActionError(failureText(err, subscriptionTexts.portalFailed)),
    });
  };

  let body;
  if (partnerFailed || (plans.isError && !manages)) {
    body = (
      <ErrorPanel
        title={subscriptionTexts.errorTitle}
        message={subscriptionTexts.errorBody}
        onRetry={() => (partnerFailed ? onRetryPartner() : void plans.refetch())}
        retrying={plans.isFetching}
      />
    );
  } else if (!subscription || partnerLoading || (!manages && plans.isPending)) {
    body = <Spinner label="Loading your subscription…" />;
  } else {
    body = (
      <div className="space-y-4">
        {actionError && <Alert tone="error">{actionError}</Alert>}
        <SubscriptionDetails status={subscription.status} plan={subscription.plan} subscribedUntil={subscription.subscribedUntil} />
        {manages ? (
          <div className="space-y-2">
            {subscription.status === 'past_due' && (
              <p className="text-sm text-amber-900">{subscriptionTexts.pastDueNote}</p>
            )}
            <Button onClick={manageBilling} loading={portal.isPending || redirecting}>
              <CreditCard className="size-4" aria-hidden />
              {subscriptionTexts.manageBilling}
            </Button>
          </div>
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-slate-700">{subscriptionTexts.choosePlan}</p>
            <PlanList plans={plans.data ?? []} pendingPriceId={pendingPriceId} onSubscribe={subscribe} />
          </div>
        )}
      </div>
    );
  }

  return <Panel title={subscriptionTexts.panelTitle}>{body}</Panel>;
}
