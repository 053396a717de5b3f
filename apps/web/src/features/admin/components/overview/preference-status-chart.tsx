import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { adminTexts } from '@mt/shared';
import { errorMessage } from '@/lib/api-client';
import { useAdminPreferences } from '../../api/get-admin-preferences';
import { preferenceSlices, sliceTooltip, type StatusSlice } from '../../utils/chart-data';
import { ChartCard, DataSummary } from './chart-card';

const COLORS: Record<string, string> = {
  new: '#0284c7',
  trip_created: '#7c3aed',
  confirmed: '#0f766e',
  completed: '#16a34a',
  cancelled: '#dc2626',
};

/** Traveller preferences by status; the tooltip shows the count and the percent. */
export function PreferenceStatusChart() {
  const preferences = useAdminPreferences();
  const slices = preferenceSlices(preferences.data ?? []);
  return (
    <ChartCard
      title={adminTexts.preferenceStatusOverview}
      loading={preferences.isPending}
      error={preferences.isError ? errorMessage(preferences.error, adminTexts.fetchPreferencesFailed) : null}
      empty={slices.length === 0}
      emptyText={adminTexts.noPreferenceData}
      table={<DataSummary caption={adminTexts.preferenceStatusOverview} head={['Status', 'Preferences']} rows={slices.map((s) => [s.label, sliceTooltip(s)])} />}
    >
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie data={slices} dataKey="count" nameKey="label" innerRadius="45%" outerRadius="80%" paddingAngle={2}>
            {slices.map((s) => (
              <Cell key={s.status} fill={COLORS[s.status] ?? '#64748b'} />
            ))}
          </Pie>
          <Tooltip formatter={(_v, _name, item) => [sliceTooltip((item as { payload: StatusSlice }).payload), (item as { payload: StatusSlice }).payload.label]} />
          <Legend />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
