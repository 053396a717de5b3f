import { TrendingUp } from 'lucide-react';
import { partnerDashboardTexts as t } from '@mt/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { Panel } from '@/components/ui/panel';
import { QueryState } from '@/components/ui/query-state';
import { useMyEarnings } from '../api/get-my-earnings';
import { formatNok } from '../utils/nok-format';
import { EarningsChart } from './earnings-chart';

/** 'My Earnings': two NOK figures and the monthly trend; on an error the totals show 0 (spec 2 section 4). */
export function EarningsSection() {
  const earnings = useMyEarnings();
  const summary = earnings.isSuccess ? earnings.data.summary : { estimatedTotalEarnings: 0, includedInCompletedTrips: 0 };
  const trends = earnings.data?.trends ?? [];

  return (
    <Panel title={t.earningsTitle}>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Figure label={t.estimatedTotal} hint={t.estimatedTotalHint} value={formatNok(summary.estimatedTotalEarnings)} />
        <Figure label={t.completedTotal} hint={t.completedTotalHint} value={formatNok(summary.includedInCompletedTrips)} />
      </dl>
      <div className="mt-5">
        <QueryState
          query={earnings}
          loadingLabel="Loading earnings…"
          errorTitle={t.earningsErrorTitle}
          errorFallback={t.earningsFailed}
          httpFallback
          empty={
            trends.length === 0 && (
              <EmptyState title={t.noEarningsTitle} icon={TrendingUp}>
                {summary.estimatedTotalEarnings > 0 ? t.noTrendYetBody : t.noEarningsBody}
              </EmptyState>
            )
          }
        >
          {() => <EarningsChart trends={trends} />}
        </QueryState>
      </div>
    </Panel>
  );
}

function Figure({ label, hint, value }: { label: string; hint: string; value: string }) {
  return (
    <div className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
      <dt className="text-sm font-medium text-slate-800">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-brand-900" data-testid={label}>
        {value}
      </dd>
      <dd className="mt-1 text-xs text-slate-700">{hint}</dd>
    </div>
  );
}
