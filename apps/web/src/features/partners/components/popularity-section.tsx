import { BarChart3 } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { partnerDashboardTexts as t } from '@mt/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { Panel } from '@/components/ui/panel';
import { QueryState } from '@/components/ui/query-state';
import { useMediaQuery } from '@/lib/use-media-query';
import { useServicePopularity } from '../api/get-service-popularity';

const truncate = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** 'Service Popularity': bookings per service as a horizontal bar chart (spec 2 section 2). */
export function PopularitySection() {
  const popularity = useServicePopularity();
  const rows = popularity.data ?? [];
  // Service names take the left of the chart: wider labels where there is room for them.
  const wide = useMediaQuery('(min-width: 640px)');
  const labelChars = wide ? 28 : 16;

  const body = (
    <QueryState
      query={popularity}
      loadingLabel="Loading popularity…"
      errorTitle={t.popularityErrorTitle}
      errorFallback={t.popularityFailed}
      httpFallback
      empty={
        rows.length === 0 && (
          <EmptyState title={t.noPopularityTitle} icon={BarChart3}>
            {t.noPopularityBody}
          </EmptyState>
        )
      }
    >
      {() => (
        <figure className="space-y-2">
          <figcaption className="text-sm font-medium text-slate-800">{t.popularityCaption}</figcaption>
          <div className="w-full" style={{ height: 40 + rows.length * 44 }} aria-hidden>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart accessibilityLayer={false} data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={false} />
                <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: '#334155' }} />
                <YAxis type="category" dataKey="serviceName" width={wide ? 200 : 116} tickFormatter={(s: string) => truncate(s, labelChars)} tick={{ fontSize: 12, fill: '#334155' }} />
                <Tooltip formatter={(value) => [String(value), t.bookings]} />
                <Bar dataKey="bookingCount" fill="#0d9488" radius={[0, 4, 4, 0]} barSize={24} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <div className="sr-only">
            <table>
              <caption>{t.popularityCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">Service</th>
                  <th scope="col">{t.bookings}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.serviceName}>
                    <td>{r.serviceName}</td>
                    <td>{r.bookingCount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      )}
    </QueryState>
  );
  return <Panel title={t.popularityTitle}>{body}</Panel>;
}
