import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { adminTexts, formatMoney, REVENUE_CHART_CURRENCY } from '@mt/shared';
import { ChartCard, DataSummary } from '@/components/ui/chart-card';
import { errorMessage } from '@/lib/api-client';
import { useRevenueTrends } from '../../api/get-revenue-trends';
import { monthLabel } from '../../utils/chart-labels';

/** Monthly revenue from completed trips over the last 12 months, in USD. */
export function RevenueChart() {
  const trends = useRevenueTrends();
  const currency = trends.data?.currency ?? REVENUE_CHART_CURRENCY;
  const points = (trends.data?.trends ?? []).map((p) => ({ ...p, label: monthLabel(p.month) }));
  const money = (v: number) => formatMoney(v, currency);
  return (
    <ChartCard
      title={adminTexts.revenueTrends}
      subtitle={`Completed trips, last 12 months (${currency})`}
      loading={trends.isPending}
      error={trends.isError ? errorMessage(trends.error, adminTexts.fetchRevenueTrendsFailed) : null}
      empty={points.every((p) => p.totalRevenue === 0)}
      emptyText={adminTexts.noRevenueData}
      table={<DataSummary caption={adminTexts.revenueTrends} head={['Month', `Revenue (${currency})`]} rows={points.map((p) => [p.label, money(p.totalRevenue)])} />}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={points} margin={{ top: 5, right: 10, left: 10, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis tick={{ fontSize: 12 }} tickFormatter={(v: number) => `$${Math.round(v).toLocaleString('en-US')}`} />
          <Tooltip formatter={(v) => [money(Number(v)), 'Revenue']} />
          <Bar dataKey="totalRevenue" name="Revenue" fill="#0f766e" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
