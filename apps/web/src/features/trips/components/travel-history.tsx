import { useMemo, useState } from 'react';
import { History } from 'lucide-react';
import { PAST_TRIPS_PAGE_SIZE, TRIP_SEARCH_DEBOUNCE_MS, tripTexts, type TravellerTrip } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { useClientTable } from '@/components/ui/use-client-table';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDisplayRates } from '@/lib/display-currency';
import { tripPrice } from '../utils/format';
import { PaymentBadge, TripStatusBadge } from './status-badges';
import { CancellationOutcome } from './cancel-trip/cancellation-outcome';
import { TripMessagesButton } from './trip-messages-button';
import { SurpriseAgainLink } from './surprise-again-link';

/** The text a trip is found by: '42', '#42' and '4' (a prefix) all find trip 42. */
const tripSearchText = (trip: TravellerTrip) => `#${trip.id}`;

/** 'Travel History' (spec 1 section 2): searchable by id (300 ms debounce), sortable, 5 per page. */
export function TravelHistory({ trips, onViewDetails }: { trips: TravellerTrip[]; onViewDetails(trip: TravellerTrip): void }) {
  const [search, setSearch] = useState('');
  const view = useDisplayRates();
  const debounced = useDebouncedValue(search, TRIP_SEARCH_DEBOUNCE_MS);
  // Newest first, so trips that sort alike (same status) stay newest first.
  const newestFirst = useMemo(() => [...trips].sort((a, b) => b.id - a.id), [trips]);
  const table = useClientTable({
    rows: newestFirst,
    search: debounced,
    searchText: tripSearchText,
    sortValues: { id: (trip) => trip.id, status: (trip) => trip.status },
    pageSize: PAST_TRIPS_PAGE_SIZE,
    initialSort: { columnId: 'id', direction: 'desc' },
  });

  const columns: DataTableColumn<TravellerTrip>[] = [
    {
      id: 'id',
      header: 'Trip Info',
      sortable: true,
      cell: (trip) => {
        const price = tripPrice(trip, view);
        return (
          <>
            <p className="font-semibold text-slate-900">#{trip.id}</p>
            <p className="text-slate-700">
              {price.main} {price.approx && <span className="text-slate-500">{price.approx}</span>}
            </p>
          </>
        );
      },
    },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (trip) => (
        <div className="flex flex-wrap justify-end gap-1 sm:justify-start">
          <TripStatusBadge status={trip.status} />
          <PaymentBadge paymentStatus={trip.payment_status} />
          <CancellationOutcome trip={trip} />
        </div>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideMobileLabel: true,
      cell: (trip) => (
        <div className="flex flex-wrap justify-end gap-2 sm:justify-start">
          <Button variant="secondary" size="sm" onClick={() => onViewDetails(trip)} aria-label={`View details of trip #${trip.id}`}>
            {tripTexts.viewDetails}
          </Button>
          <TripMessagesButton trip={trip} size="sm" />
          <SurpriseAgainLink trip={trip} />
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="travel-history-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="travel-history-title" className="text-xl font-semibold text-slate-900">
          {tripTexts.travelHistory}
        </h2>
        {trips.length > 0 && (
          <SearchInput label="Search trips by ID" placeholder={tripTexts.searchPlaceholder} value={search} onValueChange={setSearch} maxLength={20} className="w-full sm:w-72" />
        )}
      </div>
      <div className="mt-4">
        {trips.length === 0 ? (
          <EmptyState title={tripTexts.noHistoryTitle} icon={History}>
            {tripTexts.noHistoryBody}
          </EmptyState>
        ) : table.matchCount === 0 ? (
          <EmptyState title={tripTexts.noPastFoundTitle}>{tripTexts.noPastFoundBody}</EmptyState>
        ) : (
          <div className="space-y-4">
            <DataTable caption={tripTexts.travelHistory} columns={columns} rows={table.pageRows} rowKey={(trip) => trip.id} sort={table.sort} onSortChange={table.setSort} />
            <Pagination page={table.page} totalPages={table.totalPages} onPageChange={table.setPage} summary={tripTexts.pageSummary(table.page, table.totalPages, table.matchCount)} label="Travel history pages" />
          </div>
        )}
      </div>
    </section>
  );
}
