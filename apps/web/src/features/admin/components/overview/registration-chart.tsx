import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { adminTexts } from '@mt/shared';
import { ChartCard, DataSummary } from '@/components/ui/chart-card';
import { errorMessage } from '@/lib/api-client';
import { useRegistrationTrends } from '../../api/get-registration-trends';
import { dayLabel } from '../../utils/chart-labels';

/** New travellers and partners per day over the last 30 days. */
export function RegistrationChart() {
  const trends = useRegistrationTrends();
  const points = (trends.data ?? []).map((p) => ({ ...p, day: dayLabel(p.date) }));
  const empty = points.every((p) => p.newTravellers === 0 && p.newPartners === 0);
  return (
    <ChartCard
      title={adminTexts.registrationTrends}
      subtitle="Last 30 days"
      loading={trends.isPending}
      error={trends.isError ? errorMessage(trends.error, adminTexts.fetchRegistrationTrendsFailed) : null}
      empty={empty}
      emptyText={adminTexts.noRegistrationData}
      table={
        <DataSummary
          caption={adminTexts.registrationTrends}
          head={['Day', 'New travellers / new partners']}
          rows={points.filter((p) => p.newTravellers || p.newPartners).map((p) => [p.day, `${p.newTravellers} / ${p.newPartners}`])}
        />
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart accessibilityLayer={false} data={points} margin={{ top: 5, right: 10, left: -20, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="day" tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={24} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          <Line type="monotone" dataKey="newTravellers" name={adminTexts.newTravellers} stroke="#0f766e" strokeWidth={2} dot={false} />
          <Line type="monotone" dataKey="newPartners" name={adminTexts.newPartners} stroke="#d97706" strokeWidth={2} dot={false} />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
