import { useState } from 'react';
import { ImageOff, Pencil, SearchX, Trash2 } from 'lucide-react';
import {
  DASHBOARD_SEARCH_DEBOUNCE_MS,
  PARTNER_SERVICES_PAGE_SIZE,
  formatMoney,
  partnerServiceTexts as t,
  servicePlace,
  serviceTypeLabel,
  type ServiceDto,
} from '@mt/shared';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { ResponsiveImg } from '@/components/ui/responsive-image';
import { SearchInput } from '@/components/ui/search-input';
import { useClientTable } from '@/components/ui/use-client-table';
import { useDebouncedValue } from '@/lib/use-debounced-value';

interface MyServicesTableProps {
  services: ServiceDto[];
  onEdit(service: ServiceDto): void;
  onDelete(service: ServiceDto): void;
}

const priceOf = (s: ServiceDto) => (s.base_price === null ? '—' : formatMoney(s.base_price, s.currency));

/** The partner's services: search (300 ms debounce), sortable columns, 5 per page (spec 2 sections 2, 9). */
export function MyServicesTable({ services, onEdit, onDelete }: MyServicesTableProps) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, DASHBOARD_SEARCH_DEBOUNCE_MS);
  const table = useClientTable({
    rows: services,
    search: settled,
    searchText: (s) => [s.name, serviceTypeLabel(s.type), s.location_details ?? '', s.description].join(' '),
    sortValues: {
      name: (s) => s.name,
      type: (s) => serviceTypeLabel(s.type),
      price: (s) => s.base_price,
      status: (s) => (s.is_active ? t.active : t.inactive),
    },
    pageSize: PARTNER_SERVICES_PAGE_SIZE,
  });

  const columns: DataTableColumn<ServiceDto>[] = [
    {
      id: 'name',
      header: 'Service',
      sortable: true,
      hideMobileLabel: true,
      cell: (s) => <ServiceName service={s} />,
    },
    { id: 'type', header: 'Type', sortable: true, cell: (s) => serviceTypeLabel(s.type) },
    {
      id: 'price',
      header: 'Price',
      sortable: true,
      align: 'right',
      cell: (s) => (
        <span className="whitespace-nowrap">
          {priceOf(s)}
          {s.pricing_description && <span className="block text-xs text-slate-600">{s.pricing_description}</span>}
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (s) => (
        <span className={s.is_active ? 'font-semibold text-green-800' : 'font-semibold text-slate-600'}>{s.is_active ? t.active : t.inactive}</span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      hideMobileLabel: true,
      cell: (s) => (
        <div className="flex justify-end gap-2">
          <Button size="sm" variant="secondary" onClick={() => onEdit(s)} aria-label={`${t.edit} ${s.name}`}>
            <Pencil className="size-4" aria-hidden />
            {t.edit}
          </Button>
          <Button size="sm" variant="bare" className="text-red-800 hover:bg-red-50" onClick={() => onDelete(s)} aria-label={`${t.delete} ${s.name}`}>
            <Trash2 className="size-4" aria-hidden />
            {t.delete}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <SearchInput label={t.searchLabel} placeholder={t.searchPlaceholder} value={search} onValueChange={setSearch} className="sm:max-w-sm" />
      {table.matchCount === 0 ? (
        <EmptyState title={t.noResultsTitle} icon={SearchX}>
          {t.noResultsBody}
        </EmptyState>
      ) : (
        <DataTable caption={t.sectionTitle} columns={columns} rows={table.pageRows} rowKey={(s) => s.id} sort={table.sort} onSortChange={table.setSort} />
      )}
      <Pagination label="Services pages" page={table.page} totalPages={table.totalPages} onPageChange={table.setPage} />
    </div>
  );
}

function ServiceName({ service }: { service: ServiceDto }) {
  return (
    <div className="flex items-center gap-3">
      <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100">
        {/* A 3rem box (size-12): the smallest stored width instead of the full picture for every row. */}
        <ResponsiveImg image={service.image} alt="" sizes="48px" className="size-full object-cover" fallback={<ImageOff className="size-5 text-slate-500" aria-hidden />} />
      </div>
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{service.name}</p>
        {servicePlace(service.location_details, service.country) && <p className="truncate text-xs text-slate-600">{servicePlace(service.location_details, service.country)}</p>}
      </div>
    </div>
  );
}
