import type { ReactNode } from 'react';
import { ADMIN_FINANCE_CURRENCY, adminTexts, formatMoney } from '@mt/shared';
import { errorMessage } from '@/lib/api-client';
import { useEarningsSummary } from '../../api/get-earnings-summary';
import { usePlatformStats } from '../../api/get-platform-stats';

function StatGroup({ title, error, children }: { title: string; error: string | null; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : (
        <dl className="mt-3 grid gap-3 sm:grid-cols-3">{children}</dl>
      )}
    </section>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 sm:block">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="font-bold text-slate-900 sm:mt-1 sm:text-2xl">{value}</dd>
    </div>
  );
}

const pending = <span className="text-slate-400">…</span>;

/** Platform statistics and the financial overview in NOK (spec 3 "Overview tab"). */
export function StatCards() {
  const stats = usePlatformStats();
  const earnings = useEarningsSummary();
  const nok = (v: number) => formatMoney(v, earnings.data?.currency ?? ADMIN_FINANCE_CURRENCY);
  return (
    <div className="grid gap-4">
      <StatGroup title={adminTexts.platformStatistics} error={stats.isError ? errorMessage(stats.error, adminTexts.fetchPlatformStatsFailed) : null}>
        <Stat label={adminTexts.totalPartners} value={stats.data?.totalPartners ?? pending} />
        <Stat label={adminTexts.activeSubscriptions} value={stats.data?.activeSubscriptionPartners ?? pending} />
        <Stat label={adminTexts.totalTravellers} value={stats.data?.totalTravellers ?? pending} />
      </StatGroup>
      <StatGroup title={adminTexts.financialOverview} error={earnings.isError ? errorMessage(earnings.error, adminTexts.fetchEarningsFailed) : null}>
        <Stat label={adminTexts.totalRevenue} value={earnings.data ? nok(earnings.data.totalRevenue) : pending} />
        <Stat label={adminTexts.completedTrips} value={earnings.data?.completedTrips ?? pending} />
        <Stat label={adminTexts.avgRevenuePerTrip} value={earnings.data ? nok(earnings.data.averageRevenuePerTrip) : pending} />
      </StatGroup>
    </div>
  );
}
