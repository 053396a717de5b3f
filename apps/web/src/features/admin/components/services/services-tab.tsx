import { useState } from 'react';
import { adminTexts, formatMoney, isSortOrderSet, serviceTypeLabel, servicePublicStatus, type AdminService } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useAdminServices } from '../../api/get-admin-services';
import { useUpdateServiceFeatured } from '../../api/update-service-featured';
import type { DashboardNotify } from '../../hooks/use-dashboard-notices';
import { useTableView } from '../../hooks/use-table-view';
import { AdminTable, type Column } from '../table/admin-table';
import { TablePager } from '../table/table-pager';
import { TableSearch } from '../table/table-search';
import { HomepageSettingsModal } from './homepage-settings-modal';

const EMPTY: AdminService[] = [];
const matches = (s: AdminService, q: string) =>
  [s.name, s.company_name, s.type, serviceTypeLabel(s.type)].some((v) => v.toLowerCase().includes(q));
const sorters = {
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
export function ServicesTab({ notify }: { notify: DashboardNotify }) {
  const services = useAdminServices();
  const all = services.data?.services ?? EMPTY;
  const view = useTableView(all, { matches, sorters, initialSort: { key: 'name', dir: 'asc' } });
  const featured = useUpdateServiceFeatured();
  const [editing, setEditing] = useState<AdminService | null>(null);

  const toggleFeatured = (s: AdminService) =>
    featured.mutate(
      { id: s.id, isFeatured: !s.is_featured },
      {
        onSuccess: () => notify.success(adminTexts.featuredUpdated(s.name)),
        onError: (err) => notify.error(errorMessage(err, adminTexts.updateFeaturedFailed)),
      },
    );

  const columns: Column<AdminService>[] = [
    { key: 'name', header: 'Service Name', sortKey: 'name', className: 'min-w-40', cell: (s) => <span className="font-medium text-slate-900">{s.name}</span> },
    {
      key: 'partner',
      header: 'Partner',
      sortKey: 'partner',
      className: 'min-w-36',
      cell: (s) =>
        s.partner_slug ? (
          <a href={`/partners/${s.partner_slug}`} target="_blank" rel="noopener noreferrer" className="text-brand-800 underline">
            {s.company_name}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          s.company_name
        ),
    },
    { key: 'type', header: 'Type', sortKey: 'type', cell: (s) => serviceTypeLabel(s.type) },
    {
      key: 'price',
      header: 'Base Price',
      sortKey: 'price',
      className: 'whitespace-nowrap text-right',
      cell: (s) => (s.base_price === null ? adminTexts.notAvailable : formatMoney(s.base_price, s.currency || 'USD')),
    },
    {
      key: 'featured',
      header: 'Featured?',
      sortKey: 'featured',
      className: 'text-center',
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
      key: 'public',
      header: 'Public Status',
      sortKey: 'public',
      cell: (s) => {
        const { isPublic } = servicePublicStatus(s);
        return (
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', isPublic ? 'bg-green-100 text-green-900 ring-green-300' : 'bg-slate-100 text-slate-800 ring-slate-300')}>
            {isPublic ? adminTexts.publicVisible : adminTexts.publicHidden}
          </span>
        );
      },
    },
    { key: 'details', header: 'Status Details', className: 'min-w-32 text-xs text-slate-700', cell: (s) => servicePublicStatus(s).details },
    { key: 'pinned', header: 'Pinned HP', sortKey: 'pinned', className: 'whitespace-nowrap', cell: (s) => (s.pin_to_homepage ? 'Yes' : 'No') },
    { key: 'order', header: 'HP Sort', sortKey: 'order', className: 'whitespace-nowrap', cell: (s) => (isSortOrderSet(s.homepage_sort_order) ? s.homepage_sort_order : '—') },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'whitespace-nowrap',
      cell: (s) => (
        <Button size="sm" variant="secondary" onClick={() => setEditing(s)} aria-label={`${adminTexts.hpSettings}: ${s.name}`}>
          {adminTexts.hpSettings}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="services-title" className="space-y-4">
      <h2 id="services-title" className="text-xl font-semibold text-slate-900">
        Services
      </h2>
      {services.isPending ? (
        <Spinner label="Loading services…" />
      ) : services.isError ? (
        <Alert tone="error" title={adminTexts.fetchServicesFailed}>
          <p>{errorMessage(services.error, adminTexts.fetchServicesFailed)}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => services.refetch()}>
            {adminTexts.retry}
          </Button>
        </Alert>
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-3">
            <Count label={adminTexts.totalServices} value={all.length} />
            <Count label={adminTexts.featuredServices} value={all.filter((s) => s.is_featured).length} />
            <Count label={adminTexts.pinnedServices} value={all.filter((s) => s.pin_to_homepage).length} />
          </div>
          <TableSearch id="services-search" label="Search services" placeholder={adminTexts.searchServices} value={view.searchInput} onChange={view.setSearchInput} />
          {view.matching === 0 ? (
            view.searching ? (
              <EmptyState title={adminTexts.noServicesFoundTitle}>{adminTexts.noServicesFoundBody}</EmptyState>
            ) : (
              <EmptyState title={adminTexts.noServicesTitle}>{adminTexts.noServicesBody}</EmptyState>
            )
          ) : (
            <>
              <AdminTable caption="Services" columns={columns} rows={view.rows} rowKey={(s) => s.id} sort={view.sort} onSort={view.toggleSort} />
              <TablePager page={view.page} pageCount={view.pageCount} total={view.matching} noun="services" onPage={view.setPage} />
            </>
          )}
        </>
      )}
      <HomepageSettingsModal service={editing} services={all} onClose={() => setEditing(null)} notify={notify} />
    </section>
  );
}
