import {
  acceptedPaymentMethods,
  bookingTermsPageTexts as t,
  CHARGE_CURRENCY_CLAIM,
  depositBreakdown,
  formatMoney,
  PRICING_EXAMPLE_TRIP_TOTAL_NOK,
  paymentTrustTexts,
  tierRangeLabel,
  tierRefundLabel,
  type BookingTerms,
} from '@mt/shared';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useBookingTerms } from '../api/get-booking-terms';
import { usePaymentsMode } from '../api/get-payments-mode';

/** Renders `children` with the site's current money terms (the admin's settings), or says why it cannot. */
function WithTerms({ children }: { children(terms: BookingTerms): ReactNode }) {
  const terms = useBookingTerms();
  if (terms.isPending) return <Spinner label="Loading the current terms…" />;
  if (terms.isError) return <Alert tone="error">{t.loadFailed}</Alert>;
  return <>{children(terms.data)}</>;
}

const nok = (amount: number) => formatMoney(amount, 'NOK');

/** Deposit and balance as the settings make them, with a worked example at the real percentage. */
export function DepositTerms() {
  return (
    <WithTerms>
      {(terms) => {
        if (terms.deposit_percent === 0) return <p>{t.noDeposits}</p>;
        const example = depositBreakdown(PRICING_EXAMPLE_TRIP_TOTAL_NOK, terms.deposit_percent);
        return (
          <>
            <p>{t.depositRule(terms.deposit_percent, terms.balance_due_days, terms.balance_reminder_days)}</p>
            <div className="rounded-lg bg-sand-50 p-4 ring-1 ring-sand-200">
              <h3 className="!mt-0">{t.exampleTitle}</h3>
              <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1">
                <dt>Trip price</dt>
                <dd className="text-right font-semibold">{nok(example.total)}</dd>
                <dt>Deposit ({example.depositPercent}%)</dt>
                <dd className="text-right font-semibold">{nok(example.deposit)}</dd>
                <dt>Balance</dt>
                <dd className="text-right font-semibold">{nok(example.remaining)}</dd>
              </dl>
              <p className="text-sm">{t.exampleNote(terms.balance_due_days)}</p>
            </div>
          </>
        );
      }}
    </WithTerms>
  );
}

/** The cancellation table and the postponement fee, from the settings. */
export function CancellationTerms() {
  return (
    <WithTerms>
      {(terms) => (
        <>
          <p>{t.refundsIntro}</p>
          <table className="w-full text-left">
            <thead>
              <tr>
                <th scope="col">{t.tierHeaders.when}</th>
                <th scope="col">{t.tierHeaders.refund}</th>
              </tr>
            </thead>
            <tbody>
              {terms.cancellation_tiers.map((tier, i) => (
                <tr key={tier.min_days_before_departure}>
                  <td>{tierRangeLabel(terms.cancellation_tiers, i)} before departure</td>
                  <td>{tierRefundLabel(tier)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            {t.postponement(nok(terms.postponement_fee))} {t.refundsWhere}
          </p>
        </>
      )}
    </WithTerms>
  );
}

/** Only what checkout takes: cards, and wallets where Stripe's Payment Element offers them. */
export function AcceptedMethods() {
  const mode = usePaymentsMode();
  const methods = acceptedPaymentMethods(mode.data ?? 'sandbox');
  return (
    <>
      <ul>
        <li>Cards: {methods.cards.join(', ')}</li>
        {methods.wallets.length > 0 && (
          <li>
            {methods.wallets.join(' and ')}, {paymentTrustTexts.walletsNote}
          </li>
        )}
      </ul>
      <p>{CHARGE_CURRENCY_CLAIM}. If your card is in another currency, your bank converts the amount at its own rate.</p>
      {mode.data === 'sandbox' && <p>{paymentTrustTexts.sandbox}.</p>}
    </>
  );
}
