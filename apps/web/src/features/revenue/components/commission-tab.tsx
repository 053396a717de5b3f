import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { formatMoney, revenueTexts, type AdminPlan } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import type { Notify } from '@/lib/notice';
import { useCommissionSummary } from '../api/get-commission-summary';
import { useSubscriptionPlans } from '../api/get-subscription-plans';
import { useTopPartners } from '../api/get-top-partners';
import { revenueKeys } from '../api/revenue-keys';
import { EditPlanModal } from './edit-plan-modal';
import { PlanCard } from './plan-card';
import { TopPartnersList } from './top-partners-list';

function SummaryCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900">{value}</p>
      {hint && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
    </div>
  );
}

/** Spec 3 "Commission and Revenue tab": summary cards with Refresh, plan cards with Edit Plan, top partners. */
export function CommissionTab({ notify }: { notify: Notify }) {
  const queryClient = useQueryClient();
  const summary = useCommissionSummary();
  const plans = useSubscriptionPlans();
  const top = useTopPartners();
  const [editing, setEditing] = useState<AdminPlan | null>(null);
  const refreshing = summary.isFetching || plans.isFetching || top.isFetching;

  return (
    <section aria-labelledby="commission-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="commission-title" className="text-xl font-semibold text-slate-900">
          {revenueTexts.title}
        </h2>
        <Button variant="secondary" size="sm" loading={refreshing} onClick={() => void queryClient.refetchQueries({ queryKey: revenueKeys.all, type: 'active' })}>
          {!refreshing && <RefreshCw className="size-4" aria-hidden />}
          {revenueTexts.refresh}
        </Button>
      </div>

      {summary.isPending ? (
        <Spinner label="Loading commission data…" />
      ) : summary.isError ? (
        <Alert tone="error" title={revenueTexts.loadErrorTitle}>
          {errorMessage(summary.error, revenueTexts.fetchSummaryFailed)}
        </Alert>
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          <SummaryCard label={revenueTexts.platformRevenue} value={formatMoney(summary.data.totalPlatformRevenue, summary.data.currency)} />
          <SummaryCard
            label={revenueTexts.partnerPayouts}
            value={formatMoney(summary.data.totalPartnerPayouts, summary.data.currency)}
            hint={`${revenueTexts.serviceValue}: ${formatMoney(summary.data.totalServiceValue, summary.data.currency)}`}
          />
          <SummaryCard label={revenueTexts.totalTrips} value={String(summary.data.totalTripsProcessed)} hint={`${summary.data.totalCommissionTransactions} commission transactions`} />
        </div>
      )}

      <section aria-labelledby="plans-title" className="space-y-3">
        <h3 id="plans-title" className="text-lg font-semibold text-slate-900">
          {revenueTexts.plansTitle}
        </h3>
        {plans.isPending ? (
          <Spinner label="Loading plans…" />
        ) : !plans.data?.length ? (
          // Spec 3: a failed plan list falls back to the empty list, with a way to try again.
          <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-700">
            <p>{revenueTexts.noPlans}</p>
            {plans.isError && (
              <Button variant="ghost" size="sm" className="mt-2" onClick={() => void plans.refetch()}>
                Try again
              </Button>
            )}
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {plans.data.map((plan) => (
              <PlanCard key={plan.id} plan={plan} onEdit={setEditing} />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="top-partners-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h3 id="top-partners-title" className="text-lg font-semibold text-slate-900">
          {revenueTexts.topPartnersTitle}
        </h3>
        {top.isPending ? (
          <Spinner label="Loading partners…" />
        ) : top.isError ? (
          <p role="alert" className="py-4 text-sm text-red-700">
            {errorMessage(top.error, revenueTexts.fetchTopPartnersFailed)}
          </p>
        ) : (
          <TopPartnersList partners={top.data} />
        )}
      </section>

      <EditPlanModal
        plan={editing}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          notify.success(message);
          void queryClient.invalidateQueries({ queryKey: revenueKeys.all });
        }}
      />
    </section>
  );
}
