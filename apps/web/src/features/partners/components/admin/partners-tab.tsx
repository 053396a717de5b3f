import { useState } from 'react';
import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_DEBOUNCE_MS, adminTexts, type AdminPartner } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmailVerifiedBadge } from '@/components/ui/email-verified-badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { SearchInput } from '@/components/ui/search-input';
import { SubscriptionBadge } from '@/components/ui/subscription-badge';
import { useClientTable } from '@/components/ui/use-client-table';
import { formatDate } from '@/lib/format-date';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePartnersList } from '../../api/admin/get-partners-list';
import { PartnerDetailsModal } from './partner-details-modal';

const EMPTY: AdminPartner[] = [];
const searchText = (p: AdminPartner) => [p.company_name, p.contact_name, p.contact_email, p.plan_name ?? '', p.subscription_status ?? ''].join(' ');
const sortValues = {
  company: (p: AdminPartner) => p.company_name,
  contact: (p: AdminPartner) => p.contact_name,
  subscription: (p: AdminPartner) => p.subscription_status,
  joined: (p: AdminPartner) => p.created_at,
};


/** Spec 3 "Partners tab": search, sortable table, 10 a page, partner details. */
export function PartnersTab() {
  const partners = usePartnersList();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, ADMIN_SEARCH_DEBOUNCE_MS);
  const table = useClientTable({
    rows: partners.data ?? EMPTY,
    search: settled,
    searchText,
    sortValues,
    pageSize: ADMIN_PAGE_SIZE,
    initialSort: { columnId: 'joined', direction: 'desc' },
  });
  const [selected, setSelected] = useState<AdminPartner | null>(null);

  const columns: DataTableColumn<AdminPartner>[] = [
    { id: 'company', header: 'Company Name', sortable: true, cell: (p) => <span className="font-medium text-slate-900">{p.company_name}</span> },
    {
      id: 'contact',
      header: 'Contact',
      sortable: true,
      cell: (p) => (
        <>
          <p>{p.contact_name}</p>
          <p className="text-xs text-slate-600">{p.contact_email}</p>
          <EmailVerifiedBadge verified={p.email_verified} />
        </>
      ),
    },
    {
      id: 'subscription',
      header: 'Subscription',
      sortable: true,
      cell: (p) => (
        <div className="space-y-1">
          <SubscriptionBadge status={p.subscription_status} audience="admin" />
          <p className="text-xs text-slate-600">{p.plan_name ?? adminTexts.notAvailable}</p>
        </div>
      ),
    },
    { id: 'joined', header: 'Joined', sortable: true, className: 'sm:whitespace-nowrap', cell: (p) => formatDate(p.created_at) },
    {
      id: 'actions',
      header: 'Actions',
      hideMobileLabel: true,
      className: 'whitespace-nowrap',
      cell: (p) => (
        <Button size="sm" variant="secondary" onClick={() => setSelected(p)} aria-label={`${adminTexts.viewDetails}: ${p.company_name}`}>
          {adminTexts.viewDetails}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="partners-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="partners-title" className="text-xl font-semibold text-slate-900">
          Partners {partners.data && <span className="text-base font-normal text-slate-600">({partners.data.length})</span>}
        </h2>
        <SearchInput label="Search partners" placeholder={adminTexts.searchPartners} value={search} onValueChange={setSearch} maxLength={200} className="w-full sm:max-w-sm" />
      </div>
      <QueryState query={partners} loadingLabel="Loading partners…" errorTitle={adminTexts.fetchPartnersFailed} retryLabel={adminTexts.retry}>
        {() =>
          table.matchCount === 0 ? (
            settled.trim() ? (
              <EmptyState title={adminTexts.noPartnersFoundTitle}>{adminTexts.noPartnersFoundBody}</EmptyState>
            ) : (
              <EmptyState title={adminTexts.noPartnersTitle}>{adminTexts.noPartnersBody}</EmptyState>
            )
          ) : (
            <>
              <DataTable density="compact" caption="Partners" columns={columns} rows={table.pageRows} rowKey={(p) => p.id} sort={table.sort} onSortChange={table.setSort} />
              <Pagination page={table.page} totalPages={table.totalPages} onPageChange={table.setPage} summary={adminTexts.pageSummary(table.page, table.totalPages, table.matchCount, 'partners')} label="Partners pages" />
            </>
          )
        }
      </QueryState>
      <PartnerDetailsModal partner={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
