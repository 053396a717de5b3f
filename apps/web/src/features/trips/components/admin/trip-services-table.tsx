import { adminTripTexts as t, formatMoney, serviceTypeLabel, type AdminTripService } from '@mt/shared';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { useAdminTripServices } from '../../api/admin/get-admin-trip-services';
import { LoadError } from './load-error';
import { PartnerLinks } from './partner-links';

const columns: DataTableColumn<AdminTripService>[] = [
  {
    id: 'name',
    header: 'Service',
    cell: (s) => (
      <>
        <p className="font-medium">{s.name}</p>
        <p className="text-xs text-slate-600">
          {serviceTypeLabel(s.type)}
          {s.location_details ? ` · ${s.location_details}` : ''}
        </p>
      </>
    ),
  },
  { id: 'partner', header: 'Partner', cell: (s) => <PartnerLinks companyName={s.company_name} slug={s.partner_slug} websiteUrl={s.partner_website_url} /> },
  { id: 'price', header: t.unitPrice, align: 'right', cell: (s) => formatMoney(s.unit_price, s.currency) },
  { id: 'commission', header: t.commission, align: 'right', cell: (s) => `${s.commission_rate}%` },
  {
    id: 'payout',
    header: t.partnerPayout,
    align: 'right',
    cell: (s) => (s.partner_payout === null ? <span className="text-slate-600">{t.payoutPending}</span> : formatMoney(s.partner_payout, s.currency)),
  },
];

/** Spec 3: the trip's included services, with the prices and commission recorded at proposal time. */
export function TripServicesTable({ tripId }: { tripId: number }) {
  const services = useAdminTripServices(tripId);
  return (
    <Panel title={t.includedServices}>
      {services.isPending ? (
        <Spinner label="Loading services…" />
      ) : services.isError ? (
        <LoadError fallback={t.fetchIncludedFailed} error={services.error} onRetry={() => void services.refetch()} />
      ) : services.data.length === 0 ? (
        <EmptyState title={t.noIncludedServices} />
      ) : (
        <DataTable caption={`${t.includedServices}: ${t.tripHeading(tripId)}`} columns={columns} rows={services.data} rowKey={(s) => s.id} />
      )}
    </Panel>
  );
}
