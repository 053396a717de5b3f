import { useState } from 'react';
import {
  formatPlanPrice,
  sandboxBillingActionsFor,
  sandboxBillingTexts as t,
  subscriptionTexts,
  paths,
  type PartnerDto,
  type SandboxBillingAction,
  type SubscriptionPlanDto,
  type SubscriptionStatus,
} from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LinkButton } from '@/components/ui/link-button';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useApplySandboxBillingAction } from '../api/apply-sandbox-billing-action';
import { useSubscriptionPlans } from '../api/get-subscription-plans';
import { PlanFeatures } from './plan-features';
import { SandboxFrame } from './sandbox-frame';
import { SubscriptionDetails } from './subscription-details';

export interface SandboxBillingPortalProps {
  subscription: { status: SubscriptionStatus | null; plan: SubscriptionPlanDto | null; subscribedUntil: string | null } | null;
  failed: boolean;
  onRetry(): void;
  /** The partner as the action left it (the caller updates its cache). */
  onChanged(partner: PartnerDto): void;
}

type Notice = { tone: 'success' | 'info' | 'error'; text: string };

/**
 * /sandbox/billing: what the Stripe Billing Portal offers, plus what Stripe's renewals do on their own
 * (a failed renewal, paying the overdue invoice), so every subscription state can be reached offline.
 */
export function SandboxBillingPortal({ subscription, failed, onRetry, onChanged }: SandboxBillingPortalProps) {
  const action = useApplySandboxBillingAction();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const available = sandboxBillingActionsFor(subscription?.status ?? null);
  const plans = useSubscriptionPlans({ enabled: available.includes('change_plan') });

  const run = (input: SandboxBillingAction, key: string = input.action) => {
    setNotice(null);
    setPending(key);
    action.mutate(input, {
      onSuccess: ({ partner }) => {
        onChanged(partner);
        setConfirmCancel(false);
        const done = t.done[input.action];
        const text = typeof done === 'function' ? done(partner.subscription_plan?.name ?? '') : done;
        // A simulated failure is what was asked for, but not good news.
        setNotice({ tone: input.action === 'fail_renewal' ? 'info' : 'success', text });
      },
      onError: (err) => setNotice({ tone: 'error', text: errorMessage(err, t.actionFailed) }),
      onSettled: () => setPending(null),
    });
  };

  let body;
  if (failed) body = <ErrorPanel title={subscriptionTexts.errorTitle} message={subscriptionTexts.errorBody} onRetry={onRetry} />;
  else if (!subscription) body = <Spinner label="Loading your subscription…" />;
  else {
    const otherPlans = (plans.data ?? []).filter((p) => p.id !== subscription.plan?.id);
    body = (
      <>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <Panel title={t.currentSubscription}>
          <SubscriptionDetails status={subscription.status} plan={subscription.plan} subscribedUntil={subscription.subscribedUntil} />
          {available.length === 0 && <p className="mt-4 text-sm text-slate-700">{t.nothingToManage}</p>}
        </Panel>

        {available.includes('change_plan') && (
          <Panel title={t.changePlan}>
            {plans.isPending ? (
              <Spinner label="Loading plans…" />
            ) : plans.isError ? (
              <ErrorPanel title={subscriptionTexts.fetchPlansFailed} message={errorMessage(plans.error, subscriptionTexts.fetchPlansFailed)} onRetry={() => void plans.refetch()} />
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2" aria-label={t.changePlan}>
                {otherPlans.map((plan) => (
                  <li key={plan.id} className="flex flex-col gap-2 rounded-xl p-4 ring-1 ring-slate-200">
                    <h3 className="text-base font-semibold text-slate-900">{plan.name}</h3>
                    <p className="font-bold text-brand-800">{formatPlanPrice(plan)}</p>
                    <PlanFeatures plan={plan} />
                    <Button
                      variant="secondary"
                      className="mt-auto"
                      onClick={() => run({ action: 'change_plan', priceId: plan.stripe_price_id }, plan.stripe_price_id)}
                      loading={pending === plan.stripe_price_id}
                      disabled={pending !== null}
                    >
                      {t.switchTo(plan.name)}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        )}

        {(available.includes('fail_renewal') || available.includes('pay_invoice')) && (
          <Panel title={t.renewalTitle}>
            <div className="flex flex-wrap items-start gap-3">
              {available.includes('pay_invoice') && (
                <Button onClick={() => run({ action: 'pay_invoice' })} loading={pending === 'pay_invoice'} disabled={pending !== null}>
                  {t.payInvoice}
                </Button>
              )}
              {available.includes('fail_renewal') && (
                <div className="space-y-1">
                  <Button variant="secondary" onClick={() => run({ action: 'fail_renewal' })} loading={pending === 'fail_renewal'} disabled={pending !== null}>
                    {t.failRenewal}
                  </Button>
                  <p className="text-sm text-slate-700">{t.failRenewalHint}</p>
                </div>
              )}
            </div>
          </Panel>
        )}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <LinkButton to={paths.partnerDashboard} variant="secondary">
            {t.backToDashboard}
          </LinkButton>
          {available.includes('cancel') && (
            <Button variant="danger" onClick={() => setConfirmCancel(true)} disabled={pending !== null}>
              {t.cancelSubscription}
            </Button>
          )}
        </div>
        <ConfirmDialog
          open={confirmCancel}
          onOpenChange={setConfirmCancel}
          title={t.cancelConfirmTitle}
          description={t.cancelConfirmBody}
          confirmLabel={t.cancelConfirm}
          cancelLabel={t.keepSubscription}
          busy={pending === 'cancel'}
          onConfirm={() => run({ action: 'cancel' })}
        />
      </>
    );
  }

  return (
    <SandboxFrame title={t.billingTitle} hint={t.billingHint}>
      {body}
    </SandboxFrame>
  );
}
