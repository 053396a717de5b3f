import { useState } from 'react';
import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_DEBOUNCE_MS, adminServiceEditTexts, adminTexts, formatMoney, isSortOrderSet, serviceTypeLabel, servicePublicStatus, paths, type AdminService } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { SearchInput } from '@/components/ui/search-input';
import { SlashBreaks } from '@/components/ui/slash-breaks';
import { useClientTable } from '@/components/ui/use-client-table';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import type { Notify } from '@/lib/notice';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminServices } from '../../api/admin/get-admin-services';
import { useUpdateServiceFeatured } from '../../api/admin/update-service-featured';
import { HomepageSettingsModal } from './homepage-settings-modal';
import { ServiceEditModal } from './service-edit-modal';

const EMPTY: AdminService[] = [];
const searchText = (s: AdminService) => [s.name, s.company_name, s.type, serviceTypeLabel(s.type)].join(' ');
const sortValues = {
  name: (s: AdminService) => s.name,
  partner: (s: AdminService) => s.company_name,
  type: (s: AdminService) => serviceTypeLabel(s.type),
  price: (s: AdminService) => s.base_price,
  featured: (s: AdminService) => s.is_featured,
  public: (s: AdminService) => servicePublicStatus(s).isPublic,
  pinned: (s: AdminService) => s.pin_to_homepage,
  order: (s: AdminService) => (isSortOrderSet(s.homepage_sort_order) ? s.homepage_sort_order : null),
};

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm text-slate-700">{label}</p>
      <p className="text-2xl font-bold text-slate-900">{value}</p>
    </div>
  );
}

/** Spec 3 "Services tab": counts, the table, featured checkbox (optimistic) and homepage settings. */
export function ServicesTab({ notify }: { notify: Notify }) {
  const services = useAdminServices();
  const all = services.data?.services ?? EMPTY;
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, ADMIN_SEARCH_DEBOUNCE_MS);
  const table = useClientTable({ rows: all, search: settled, searchText, sortValues, pageSize: ADMIN_PAGE_SIZE, initialSort: { columnId: 'name', direction: 'asc' } });
  const featured = useUpdateServiceFeatured();
  const [editing, setEditing] = useState<AdminService | null>(null);
  const [editingFields, setEditingFields] = useState<AdminService | null>(null);

  const toggleFeatured = (s: AdminService) =>
    featured.mutate(
      { id: s.id, isFeatured: !s.is_featured },
      {
        onSuccess: () => notify.success(adminTexts.featuredUpdated(s.name)),
        onError: (err) => notify.error(errorMessage(err, adminTexts.updateFeaturedFailed)),
      },
    );

  const columns: DataTableColumn<AdminService>[] = [
    { id: 'name', header: 'Service Name', sortable: true, cell: (s) => <span className="font-medium text-slate-900">{s.name}</span> },
    {
      id: 'partner',
      header: 'Partner',
      sortable: true,
      cell: (s) =>
        s.partner_slug ? (
          <a href={paths.partnerPage.to({ slug: s.partner_slug })} target="_blank" rel="noopener noreferrer" className="text-brand-800 underline">
            {s.company_name}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          s.company_name
        ),
    },
    {
      id: 'type',
      header: 'Type',
      sortable: true,
      // 'Activity/Excursion' may break after its slash.
      cell: (s) => <SlashBreaks text={serviceTypeLabel(s.type)} />,
    },
    {
      id: 'price',
      header: 'Base Price',
      sortable: true,
      align: 'right',
      className: 'sm:whitespace-nowrap',
      cell: (s) => (s.base_price === null ? adminTexts.notAvailable : formatMoney(s.base_price, s.currency || 'USD')),
    },
    {
      id: 'featured',
      header: 'Featured?',
      sortable: true,
      cell: (s) => (
        <input
          type="checkbox"
          className="size-4 rounded border-slate-400 text-brand-700 focus:ring-brand-700"
          checked={s.is_featured}
          disabled={featured.isPending && featured.variables?.id === s.id}
          onChange={() => toggleFeatured(s)}
          aria-label={`Featured: ${s.name}`}
        />
      ),
    },
    {
      id: 'public',
      header: 'Public Status',
      sortable: true,
      cell: (s) => {
        const { isPublic } = servicePublicStatus(s);
        return (
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', isPublic ? 'bg-green-100 text-green-900 ring-green-300' : 'bg-slate-100 text-slate-800 ring-slate-300')}>
            {isPublic ? adminTexts.publicVisible : adminTexts.publicHidden}
          </span>
        );
      },
    },
    { id: 'details', header: 'Status Details', className: 'text-xs text-slate-700', cell: (s) => servicePublicStatus(s).details },
    { id: 'pinned', header: 'Pinned HP', sortable: true, className: 'sm:whitespace-nowrap', cell: (s) => (s.pin_to_homepage ? 'Yes' : 'No') },
    { id: 'order', header: 'HP Sort', sortable: true, className: 'sm:whitespace-nowrap', cell: (s) => (isSortOrderSet(s.homepage_sort_order) ? s.homepage_sort_order : '—') },
    {
      id: 'actions',
      header: 'Actions',
      hideMobileLabel: true,
      className: 'whitespace-nowrap',
      cell: (s) => (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setEditingFields(s)} aria-label={adminServiceEditTexts.editLabel(s.name)}>
            {adminServiceEditTexts.edit}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setEditing(s)} aria-label={`${adminTexts.hpSettings}: ${s.name}`}>
            {adminTexts.hpSettings}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="services-title" className="space-y-4">
      <h2 id="services-title" className="text-xl font-semibold text-slate-900">
        Services
      </h2>
      <QueryState query={services} loadingLabel="Loading services…" errorTitle={adminTexts.fetchServicesFailed} retryLabel={adminTexts.retry}>
        {() => (
          <>
            <div className="grid gap-3 sm:grid-cols-3">
              <Count label={adminTexts.totalServices} value={all.length} />
              <Count label={adminTexts.featuredServices} value={all.filter((s) => s.is_featured).length} />
              <Count label={adminTexts.pinnedServices} value={all.filter((s) => s.pin_to_homepage).length} />
            </div>
            <SearchInput label="Search services" placeholder={adminTexts.searchServices} value={search} onValueChange={setSearch} maxLength={200} className="w-full sm:max-w-sm" />
            {table.matchCount === 0 ? (
              settled.trim() ? (
                <EmptyState title={adminTexts.noServicesFoundTitle}>{adminTexts.noServicesFoundBody}</EmptyState>
              ) : (
                <EmptyState title={adminTexts.noServicesTitle}>{adminTexts.noServicesBody}</EmptyState>
              )
            ) : (
              <>
                <DataTable density="compact" caption="Services" columns={columns} rows={table.pageRows} rowKey={(s) => s.id} sort={table.sort} onSortChange={table.setSort} />
                <Pagination page={table.page} totalPages={table.totalPages} onPageChange={table.setPage} summary={adminTexts.pageSummary(table.page, table.totalPages, table.matchCount, 'services')} label="Services pages" />
              </>
            )}
          </>
        )}
      </QueryState>
      <HomepageSettingsModal service={editing} services={all} onClose={() => setEditing(null)} notify={notify} />
      <ServiceEditModal service={editingFields} onClose={() => setEditingFields(null)} notify={notify} />
    </section>
  );
}
