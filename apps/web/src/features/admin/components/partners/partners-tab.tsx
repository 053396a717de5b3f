import { useState } from 'react';
import { adminTexts, type AdminPartner } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { usePartnersList } from '../../api/get-partners-list';
import { useTableView } from '../../hooks/use-table-view';
import { SubscriptionBadge } from '../subscription-badge';
import { AdminTable, type Column } from '../table/admin-table';
import { TablePager } from '../table/table-pager';
import { TableSearch } from '../table/table-search';
import { PartnerDetailsModal } from './partner-details-modal';

const EMPTY: AdminPartner[] = [];
const matches = (p: AdminPartner, q: string) =>
  [p.company_name, p.contact_name, p.contact_email, p.plan_name, p.subscription_status].some((v) => v?.toLowerCase().includes(q));
const sorters = {
  company: (p: AdminPartner) => p.company_name,
  contact: (p: AdminPartner) => p.contact_name,
  subscription: (p: AdminPartner) => p.subscription_status,
  joined: (p: AdminPartner) => p.created_at,
};

/** Spec 3 "Partners tab": search, sortable table, 10 a page, partner details. */
export function PartnersTab() {
  const partners = usePartnersList();
  const view = useTableView(partners.data ?? EMPTY, { matches, sorters, initialSort: { key: 'joined', dir: 'desc' } });
  const [selected, setSelected] = useState<AdminPartner | null>(null);

  const columns: Column<AdminPartner>[] = [
    { key: 'company', header: 'Company Name', sortKey: 'company', cell: (p) => <span className="font-medium text-slate-900">{p.company_name}</span> },
    {
      key: 'contact',
      header: 'Contact',
      sortKey: 'contact',
      cell: (p) => (
        <>
          <p>{p.contact_name}</p>
          <p className="text-xs text-slate-600">{p.contact_email}</p>
        </>
      ),
    },
    {
      key: 'subscription',
      header: 'Subscription',
      sortKey: 'subscription',
      cell: (p) => (
        <div className="space-y-1">
          <SubscriptionBadge status={p.subscription_status} />
          <p className="text-xs text-slate-600">{p.plan_name ?? adminTexts.notAvailable}</p>
        </div>
      ),
    },
    { key: 'joined', header: 'Joined', sortKey: 'joined', className: 'whitespace-nowrap', cell: (p) => formatDate(p.created_at) },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'whitespace-nowrap text-right',
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
        <TableSearch id="partners-search" label="Search partners" placeholder={adminTexts.searchPartners} value={view.searchInput} onChange={view.setSearchInput} />
      </div>
      {partners.isPending ? (
        <Spinner label="Loading partners…" />
      ) : partners.isError ? (
        <Alert tone="error" title={adminTexts.fetchPartnersFailed}>
          <p>{errorMessage(partners.error, adminTexts.fetchPartnersFailed)}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => partners.refetch()}>
            {adminTexts.retry}
          </Button>
        </Alert>
      ) : view.matching === 0 ? (
        view.searching ? (
          <EmptyState title={adminTexts.noPartnersFoundTitle}>{adminTexts.noPartnersFoundBody}</EmptyState>
        ) : (
          <EmptyState title={adminTexts.noPartnersTitle}>{adminTexts.noPartnersBody}</EmptyState>
        )
      ) : (
        <>
          <AdminTable caption="Partners" columns={columns} rows={view.rows} rowKey={(p) => p.id} sort={view.sort} onSort={view.toggleSort} />
          <TablePager page={view.page} pageCount={view.pageCount} total={view.matching} noun="partners" onPage={view.setPage} />
        </>
      )}
      <PartnerDetailsModal partner={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
