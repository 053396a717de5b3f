import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

interface ChartCardProps {
  title: string;
  subtitle?: string;
  loading: boolean;
  /** The message to show when the data could not be loaded. */
  error: string | null;
  empty: boolean;
  emptyText: string;
  /**
   * The chart itself, hidden from screen readers (which get `table`): charts pass
   * accessibilityLayer={false} so nothing inside the hidden part takes keyboard focus.
   */
  children: ReactNode;
  /** The same data as a table for screen readers. */
  table: ReactNode;
}

/** One chart of the overview with its loading, error and no-data states (spec 3: "each shows a no-data message"). */
export function ChartCard({ title, subtitle, loading, error, empty, emptyText, children, table }: ChartCardProps) {
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {subtitle && <p className="text-xs text-slate-600">{subtitle}</p>}
      <div className="mt-3">
        {loading ? (
          <Spinner label={`Loading ${title.toLowerCase()}…`} />
        ) : error ? (
          <p role="alert" className="py-10 text-center text-sm text-red-700">
            {error}
          </p>
        ) : empty ? (
          <p className="py-10 text-center text-sm text-slate-700">{emptyText}</p>
        ) : (
          <>
            <div className="h-64" aria-hidden>
              {children}
            </div>
            <div className="sr-only">{table}</div>
          </>
        )}
      </div>
    </section>
  );
}

/** A two-column data table for screen readers. */
export function DataSummary({ caption, head, rows }: { caption: string; head: [string, string]; rows: [string, string][] }) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head[0]}</th>
          <th scope="col">{head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([a, b]) => (
          <tr key={a}>
            <th scope="row">{a}</th>
            <td>{b}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
