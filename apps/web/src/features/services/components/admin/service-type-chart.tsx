import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { adminTexts } from '@mt/shared';
import { ChartCard, DataSummary } from '@/components/ui/chart-card';
import { errorMessage } from '@/lib/api-client';
import { useAdminServices } from '../../api/admin/get-admin-services';
import { serviceTypeBars } from '../../utils/service-type-bars';

/** Partner services per type, as horizontal bars. */
export function ServiceTypeChart() {
  const services = useAdminServices();
  const bars = serviceTypeBars(services.data?.services ?? []);
  return (
    <ChartCard
      title={adminTexts.serviceTypeDistribution}
      loading={services.isPending}
      error={services.isError ? errorMessage(services.error, adminTexts.fetchServicesFailed) : null}
      empty={bars.length === 0}
      emptyText={adminTexts.noServiceData}
      table={<DataSummary caption={adminTexts.serviceTypeDistribution} head={['Type', 'Services']} rows={bars.map((b) => [b.label, String(b.count)])} />}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={bars} layout="vertical" margin={{ top: 5, right: 20, left: 10, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="label" width={120} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Bar dataKey="count" name="Services" fill="#d97706" radius={[0, 4, 4, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
