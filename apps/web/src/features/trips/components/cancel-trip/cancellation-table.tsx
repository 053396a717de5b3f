import { tierRangeLabel, tierRefundLabel, cancelTripTexts as t, type CancellationTier } from '@mt/shared';

/** The trip's whole cancellation table, the row that applies today marked. */
export function CancellationTable({ tiers, applyingDays }: { tiers: readonly CancellationTier[]; applyingDays: number }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-1 text-left font-semibold text-slate-900">{t.tableTitle}</caption>
      <tbody>
        {tiers.map((tier, i) => {
          const applies = tier.min_days_before_departure === applyingDays;
          return (
            <tr key={tier.min_days_before_departure} className={applies ? 'bg-amber-50 font-semibold text-slate-900' : 'text-slate-700'} aria-current={applies ? 'true' : undefined}>
              <th scope="row" className="py-1 pl-2 pr-3 font-normal">
                {tierRangeLabel(tiers, i)}
              </th>
              <td className="py-1 pr-2">
                {tierRefundLabel(tier)}
                {applies && <span className="ml-2 rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-900">{t.tierApplies}</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
