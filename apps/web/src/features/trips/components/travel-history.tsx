import { useState } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown, History, Search } from 'lucide-react';
import { TRIP_SEARCH_DEBOUNCE_MS, tripTexts, type TravellerTrip } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { historyPage, type HistorySort, type HistorySortKey } from '../utils/history';
import { tripPrice } from '../utils/format';
import { PaymentBadge, TripStatusBadge } from './status-badges';

/** 'Travel History' (spec 1 section 2): searchable by id (300 ms debounce), sortable, 5 per page. */
export function TravelHistory({ trips, onViewDetails }: { trips: TravellerTrip[]; onViewDetails(trip: TravellerTrip): void }) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, TRIP_SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<HistorySort>({ key: 'id', direction: 'desc' });
  const [page, setPage] = useState(1);
  const view = historyPage(trips, debounced, sort, page);

  const toggleSort = (key: HistorySortKey) => {
    setSort((s) => ({ key, direction: s.key === key && s.direction === 'asc' ? 'desc' : 'asc' }));
    setPage(1);
  };

  return (
    <section aria-labelledby="travel-history-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="travel-history-title" className="text-xl font-semibold text-slate-900">
          {tripTexts.travelHistory}
        </h2>
        {trips.length > 0 && (
          <label className="relative w-full sm:w-72">
            <span className="sr-only">Search trips by ID</span>
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
            <input
              type="search"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
              placeholder={tripTexts.searchPlaceholder}
              className="w-full rounded-lg border border-slate-300 py-2 pl-9 pr-3 text-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
            />
          </label>
        )}
      </div>
      <div className="mt-4">
        {trips.length === 0 ? (
          <EmptyState title={tripTexts.noHistoryTitle} icon={History}>
            {tripTexts.noHistoryBody}
          </EmptyState>
        ) : view.total === 0 ? (
          <EmptyState title={tripTexts.noPastFoundTitle}>{tripTexts.noPastFoundBody}</EmptyState>
        ) : (
          <div className="space-y-4">
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="border-b border-slate-200 text-slate-700">
                  <tr>
                    <SortHeader label="Trip Info" sortKey="id" sort={sort} onSort={toggleSort} />
                    <SortHeader label="Status" sortKey="status" sort={sort} onSort={toggleSort} />
                    <th scope="col" className="py-2 font-semibold">
                      Actions
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {view.rows.map((trip) => {
                    const price = tripPrice(trip);
                    return (
                      <tr key={trip.id}>
                        <td className="py-3 pr-3">
                          <p className="font-semibold text-slate-900">#{trip.id}</p>
                          <p className="text-slate-700">
                            {price.main} {price.usd && <span className="text-slate-500">{price.usd}</span>}
                          </p>
                        </td>
                        <td className="py-3 pr-3">
                          <div className="flex flex-wrap gap-1">
                            <TripStatusBadge status={trip.status} />
                            <PaymentBadge paymentStatus={trip.payment_status} />
                          </div>
                        </td>
                        <td className="py-3">
                          <Button variant="secondary" size="sm" onClick={() => onViewDetails(trip)} aria-label={`View details of trip #${trip.id}`}>
                            {tripTexts.viewDetails}
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <Pagination page={view.page} totalPages={view.totalPages} onPageChange={setPage} summary={tripTexts.pageSummary(view.page, view.totalPages, view.total)} label="Travel history pages" />
          </div>
        )}
      </div>
    </section>
  );
}

function SortHeader({ label, sortKey, sort, onSort }: { label: string; sortKey: HistorySortKey; sort: HistorySort; onSort(key: HistorySortKey): void }) {
  const active = sort.key === sortKey;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" className="py-2 pr-3" aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" onClick={() => onSort(sortKey)} className="inline-flex items-center gap-1 font-semibold hover:text-slate-900">
        {label}
        <Icon className="size-4" aria-hidden />
      </button>
    </th>
  );
}
