import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, type PieLabelRenderProps } from 'recharts';
import { adminTexts } from '@mt/shared';
import { ChartCard, DataSummary } from '@/components/ui/chart-card';
import { errorMessage } from '@/lib/api-client';
import { useAdminPreferences } from '../../api/admin/get-admin-preferences';
import { preferenceSlices, sliceTooltip, type StatusSlice } from '../../utils/preference-slices';

const COLORS: Record<string, string> = {
  new: '#0284c7',
  trip_created: '#7c3aed',
  confirmed: '#0f766e',
  completed: '#16a34a',
  cancelled: '#dc2626',
};

/** A slice's count and percent next to it ('3 (25.0%)'), so the pie reads without hovering. */
function SliceLabel({ x, y, textAnchor, payload }: PieLabelRenderProps) {
  return (
    <text x={x} y={y} textAnchor={textAnchor} dominantBaseline="central" fontSize={12} fontWeight={600} fill="#1e293b">
      {sliceTooltip(payload as StatusSlice)}
    </text>
  );
}

/**
 * Traveller preferences by status: each slice labelled with its count and percent, the tooltip the same,
 * and the figures as a table for screen readers (the chart itself is hidden from them).
 */
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
        <PieChart accessibilityLayer={false}>
          <Pie data={slices} dataKey="count" nameKey="label" innerRadius="38%" outerRadius="66%" paddingAngle={2} label={SliceLabel} labelLine isAnimationActive={false} rootTabIndex={-1}>
            {slices.map((s) => (
              <Cell key={s.status} fill={COLORS[s.status] ?? '#64748b'} />
            ))}
          </Pie>
          <Tooltip formatter={(_v, _name, item) => [sliceTooltip((item as { payload: StatusSlice }).payload), (item as { payload: StatusSlice }).payload.label]} />
          {/* Legend names in dark text: the slice colours alone are too light for small text. */}
          <Legend formatter={(name) => <span className="text-slate-800">{name}</span>} />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
