import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CheckCircle2, Clock } from 'lucide-react';
import { formatPlanPrice, sandboxBillingTexts as t, paths, type SandboxCheckoutResult } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LinkButton } from '@/components/ui/link-button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCancelSandboxCheckout } from '../api/cancel-sandbox-checkout';
import { useCompleteSandboxCheckout } from '../api/complete-sandbox-checkout';
import { useSandboxCheckout } from '../api/get-sandbox-checkout';
import { PlanFeatures } from '../components/plan-features';
import { SandboxFrame } from '../components/sandbox-frame';

const backLink = (
  <LinkButton to={paths.partnerDashboard} variant="secondary">
    {t.backToDashboard}
  </LinkButton>
);

/**
 * /sandbox/checkout/{sessionId}: the sandbox's hosted checkout (DESIGN.md section 4). Completing or
 * cancelling returns to the dashboard with subscription_success / subscription_cancel, as Stripe does.
 */
export default function SandboxCheckoutPage() {
  const { sessionId = '' } = useParams();
  useDocumentTitle(t.checkoutTitle);
  const navigate = useNavigate();
  const session = useSandboxCheckout(sessionId);
  const complete = useCompleteSandboxCheckout();
  const cancel = useCancelSandboxCheckout();
  const [error, setError] = useState<string | null>(null);

  const finish = (mutation: typeof complete | typeof cancel) => {
    setError(null);
    mutation.mutate(sessionId, {
      // Replace: Back must not lead to a checkout that is already over.
      onSuccess: (result: SandboxCheckoutResult) => void navigate(result.returnUrl, { replace: true }),
      onError: (err) => {
        setError(errorMessage(err, t.actionFailed));
        void session.refetch();
      },
    });
  };

  let body;
  if (session.isPending) body = <Spinner label="Loading checkout…" />;
  else if (session.isError)
    body = (
      <div className="space-y-4">
        <ErrorPanel title={t.checkoutLoadFailed} message={errorMessage(session.error, t.checkoutLoadFailed)} />
        {backLink}
      </div>
    );
  else if (session.data.status !== 'open') {
    const done = session.data.status === 'complete';
    body = (
      <EmptyState title={done ? t.completedTitle : t.expiredTitle} icon={done ? CheckCircle2 : Clock} action={backLink}>
        {done ? t.checkoutCompleted : t.checkoutExpired}
      </EmptyState>
    );
  } else {
    const { plan } = session.data;
    const busy = complete.isPending || cancel.isPending;
    body = (
      <section aria-label={t.subscribeTo(plan.name)} className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <div className="space-y-2">
          <h2 className="text-xl font-semibold text-slate-900">{t.subscribeTo(plan.name)}</h2>
          <p className="text-2xl font-bold text-brand-800">{formatPlanPrice(plan)}</p>
          {plan.description && <p className="text-sm text-slate-700">{plan.description}</p>}
          <PlanFeatures plan={plan} />
        </div>
        <dl className="rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200">
          <dt className="font-medium text-slate-700">{t.billedTo}</dt>
          <dd className="mt-1 text-slate-900">
            {session.data.company_name}
            <br />
            {session.data.customer_email}
          </dd>
        </dl>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => finish(cancel)} loading={cancel.isPending} disabled={busy}>
            {t.cancel}
          </Button>
          <Button onClick={() => finish(complete)} loading={complete.isPending} disabled={busy}>
            {t.complete}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <SandboxFrame title={t.checkoutTitle} hint={t.checkoutHint}>
      {body}
    </SandboxFrame>
  );
}
