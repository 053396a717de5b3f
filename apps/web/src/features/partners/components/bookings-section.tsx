import { useState } from 'react';
import { CalendarCheck, SearchX } from 'lucide-react';
import {
  DASHBOARD_SEARCH_DEBOUNCE_MS,
  PARTNER_BOOKINGS_MAX,
  PARTNER_BOOKINGS_PAGE_SIZE,
  formatMoney,
  partnerDashboardTexts as t,
  serviceTypeLabel,
  type PartnerBookingDto,
} from '@mt/shared';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Panel } from '@/components/ui/panel';
import { QueryState } from '@/components/ui/query-state';
import { SearchInput } from '@/components/ui/search-input';
import { useClientTable } from '@/components/ui/use-client-table';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useMyBookings } from '../api/get-my-bookings';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
/** 'pending_confirmation' → 'Pending confirmation'. */
export const tripStatusText = (s: string) => (s.charAt(0).toUpperCase() + s.slice(1)).replace(/_/g, ' ');

const columns: DataTableColumn<PartnerBookingDto>[] = [
  { id: 'traveller', header: 'Traveller', sortable: true, cell: (b) => <span className="font-semibold">{b.traveller_name}</span> },
  {
    id: 'service',
    header: 'Service',
    sortable: true,
    cell: (b) => (
      <span>
        {b.service_name}
        <span className="block text-xs text-slate-600">{serviceTypeLabel(b.service_type)}</span>
      </span>
    ),
  },
  { id: 'price', header: 'Price', sortable: true, align: 'right', cell: (b) => <span className="whitespace-nowrap">{formatMoney(b.service_base_price, b.currency)}</span> },
  { id: 'status', header: 'Trip status', sortable: true, cell: (b) => tripStatusText(b.trip_status) },
  { id: 'date', header: 'Booked', sortable: true, cell: (b) => <span className="whitespace-nowrap">{dateFormat.format(new Date(b.trip_created_at))}</span> },
];

/** 'Recent Bookings': search, sortable columns, 10 per page (spec 2 sections 2, 9). */
export function BookingsSection() {
  const bookings = useMyBookings();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, DASHBOARD_SEARCH_DEBOUNCE_MS);
  const rows = bookings.data ?? [];
  const table = useClientTable({
    rows,
    search: settled,
    searchText: (b) => [b.traveller_name, b.service_name, serviceTypeLabel(b.service_type), tripStatusText(b.trip_status)].join(' '),
    sortValues: {
      traveller: (b) => b.traveller_name,
      service: (b) => b.service_name,
      price: (b) => b.service_base_price,
      status: (b) => tripStatusText(b.trip_status),
      date: (b) => Date.parse(b.trip_created_at),
    },
    pageSize: PARTNER_BOOKINGS_PAGE_SIZE,
    initialSort: { columnId: 'date', direction: 'desc' },
  });

  const body = (
    <QueryState
      query={bookings}
      loadingLabel="Loading bookings…"
      errorTitle={t.bookingsErrorTitle}
      errorFallback={t.bookingsFailed}
      httpFallback
      empty={
        rows.length === 0 && (
          <EmptyState title={t.noBookingsTitle} icon={CalendarCheck}>
            {t.noBookingsBody}
          </EmptyState>
        )
      }
    >
      {() => (
        <div className="space-y-4">
          <SearchInput label={t.bookingsSearchLabel} placeholder={t.bookingsSearchPlaceholder} value={search} onValueChange={setSearch} className="sm:max-w-sm" />
          {table.matchCount === 0 ? (
            <EmptyState title={t.noBookingsTitle} icon={SearchX}>
              {t.noBookingsFound}
            </EmptyState>
          ) : (
            <DataTable
              caption={t.bookingsTitle}
              columns={columns}
              rows={table.pageRows}
              rowKey={(b) => `${b.trip_id}-${b.service_id}`}
              sort={table.sort}
              onSortChange={table.setSort}
            />
          )}
          <Pagination label="Bookings pages" page={table.page} totalPages={table.totalPages} onPageChange={table.setPage} />
          {rows.length >= PARTNER_BOOKINGS_MAX && <p className="text-xs text-slate-600">{t.bookingsCapped(PARTNER_BOOKINGS_MAX)}</p>}
        </div>
      )}
    </QueryState>
  );
  return <Panel title={t.bookingsTitle}>{body}</Panel>;
}
