import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { partnerDashboardTexts as t } from '@mt/shared';
import { formatMonth, formatNok, formatNokAxis } from '../utils/nok-format';

interface EarningsChartProps {
  trends: { month: string; totalEarnings: number }[];
}

/** Monthly earnings of completed trips: Norwegian number format, k-abbreviated axis (spec 2 section 2). */
export function EarningsChart({ trends }: EarningsChartProps) {
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-medium text-slate-800">{t.trendTitle}</figcaption>
      <div className="h-64 w-full" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart accessibilityLayer={false} data={trends} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="month" tickFormatter={(m: string) => formatMonth(m, true)} tick={{ fontSize: 12, fill: '#334155' }} interval="preserveStartEnd" />
            <YAxis tickFormatter={formatNokAxis} tick={{ fontSize: 12, fill: '#334155' }} width={56} allowDecimals={false} />
            <Tooltip
              formatter={(value) => [formatNok(Number(value)), 'Earnings']}
              labelFormatter={(label) => formatMonth(String(label))}
            />
            <Line type="linear" dataKey="totalEarnings" stroke="#0f766e" strokeWidth={2.5} dot={{ r: 3 }} activeDot={{ r: 5 }} />
          </LineChart>
        </ResponsiveContainer>
      </div>
      {/* The same figures for screen readers. */}
      <div className="sr-only">
        <table>
          <caption>{t.trendTitle}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Earnings</th>
            </tr>
          </thead>
          <tbody>
            {trends.map((p) => (
              <tr key={p.month}>
                <td>{formatMonth(p.month)}</td>
                <td>{formatNok(p.totalEarnings)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
