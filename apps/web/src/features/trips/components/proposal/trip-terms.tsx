import { ChevronDown } from 'lucide-react';
import { formatMoney, postponeTexts, tierRangeLabel, tierRefundLabel, tripTermsTexts as t, type TravellerTrip } from '@mt/shared';

type TermsTrip = Pick<TravellerTrip, 'id' | 'payment_status' | 'currency' | 'payment_plan' | 'cancellation_tiers' | 'postponement'>;

/** Once a deposit or the full price is in, the tiers shown are the ones written onto the trip. */
const booked = (trip: TermsTrip) => trip.payment_status === 'deposit_paid' || trip.payment_status === 'paid';

/**
 * The cancellation tiers that apply to THIS trip (its agreed table, else today's: the API decides,
 * docs/decisions/0015) and the postponement rule with its fee, in a few lines. Shown open on the
 * proposal card; in the payment window as a closed disclosure, so the card form stays near the top
 * on a phone.
 */
export function TripTerms({ trip, collapsible = false }: { trip: TermsTrip; collapsible?: boolean }) {
  const tiers = trip.cancellation_tiers;
  const p = trip.postponement;
  const titleId = `trip-${trip.id}-terms`;
  const deposit = trip.payment_plan.deposit_amount;
  const saysDeposit = deposit !== null && deposit > 0 && tiers.some((tier) => tier.keeps_deposit && tier.refund_percent > 0);
  const body = (
    <div className="space-y-3 text-sm">
      <div>
        <h4 className="mb-1 font-semibold text-slate-800">
          {t.refundsTitle}
        </h4>
        <dl className="@container divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
          {tiers.map((tier, i) => (
            <div key={tier.min_days_before_departure} className="flex flex-col gap-0.5 px-3 py-1.5 @md:flex-row @md:justify-between @md:gap-4">
              <dt className="text-slate-700">
                {tierRangeLabel(tiers, i)} {t.beforeDeparture}
              </dt>
              <dd className="font-medium text-slate-900 @md:text-right">{tierRefundLabel(tier)}</dd>
            </div>
          ))}
        </dl>
        {saysDeposit && <p className="mt-1 text-xs text-slate-600">{t.depositMeans(formatMoney(deposit, trip.currency), trip.payment_plan.deposit_percent)}</p>}
      </div>
      <p className="text-slate-700">{postponeTexts.terms(p.fee > 0 ? formatMoney(p.fee, p.currency) : null)}</p>
      <p className="text-xs text-slate-600">{booked(trip) ? t.agreed : t.fixedAtFirstPayment}</p>
    </div>
  );

  if (collapsible) {
    return (
      <details className="group rounded-xl bg-slate-50 ring-1 ring-slate-200">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-3 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
          {t.title}
          <ChevronDown aria-hidden className="size-4 shrink-0 group-open:rotate-180 motion-safe:transition-transform" />
        </summary>
        <div className="px-4 pb-4">{body}</div>
      </details>
    );
  }
  return (
    <section aria-labelledby={titleId} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 id={titleId} className="mb-2 font-semibold text-slate-900">
        {t.title}
      </h3>
      {body}
    </section>
  );
}
