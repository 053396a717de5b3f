import { formatMoney, revenueTexts, type TopPartner } from '@mt/shared';

/** Rank, partner, completed trips and total payout (spec 3 "Top Performing Partners"). */
export function TopPartnersList({ partners }: { partners: TopPartner[] }) {
  if (partners.length === 0) return <p className="py-6 text-center text-sm text-slate-700">{revenueTexts.noPartnerData}</p>;
  return (
    <ol className="divide-y divide-slate-100">
      {partners.map((p, i) => (
        <li key={p.partnerId} className="flex items-center gap-3 py-3">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-900" aria-label={`Rank ${i + 1}`}>
            {i + 1}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-slate-900">{p.partnerName}</p>
            <p className="text-xs text-slate-600">{revenueTexts.trips(p.totalTrips)}</p>
          </div>
          <p className="font-semibold text-slate-900">{formatMoney(p.totalPayout, p.currency)}</p>
        </li>
      ))}
    </ol>
  );
}
