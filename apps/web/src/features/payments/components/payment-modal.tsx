import { useEffect, useRef, useState, type ReactNode } from 'react';
import { displayCurrencyTexts, formatMoney, paymentPlanTexts, paymentTexts, showPrice, type PaymentPart, type PaymentPlan, type PublicSettings } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useDisplayRates } from '@/lib/display-currency';
import { useStartPayment } from '../api/start-payment';
import { startPaymentErrorMessage } from '../utils/payment-errors';
import { PaymentPlanChoice } from './payment-plan-choice';
import { SandboxCardForm } from './sandbox-card-form';
import { StripeCardForm } from './stripe-card-form';

/** What the dashboard knows of the trip being paid (a rebooking just made may not be listed yet). */
export interface PayableTrip {
  total_price: number;
  currency: string;
  payment_plan: PaymentPlan;
}

interface PaymentModalProps {
  tripId: number;
  trip?: PayableTrip | null;
  settings: Pick<PublicSettings, 'payments_mode' | 'stripe_publishable_key'> | undefined;
  onClose(): void;
  /** The payment went through (or is processing): the dashboard reloads the trips. */
  /**
   * After the card succeeds. It may return a promise (the dashboard refetches the trip, issue 19
   * section 4): the success message waits for it, and `false` means the payment is still on its way.
   */
  onSucceeded(): void | Promise<boolean | void>;
  /** What is being bought, shown above the card form (the dashboard passes the proposal's summary). */
  summary?: ReactNode;
}

/**
 * 'Complete Your Payment': asks the server for the client secret of the chosen part (what is due next
 * at first), then shows Stripe's Payment Element or the sandbox's card form. When the plan offers a
 * deposit, the traveller picks deposit or full price above the form; picking again starts over with
 * the other part (the server cancels the first intent, docs/decisions/0013).
 */
export function PaymentModal({ tripId, trip, settings, onClose, onSucceeded, summary }: PaymentModalProps) {
  const start = useStartPayment();
  const [done, setDone] = useState(false);
  const [settling, setSettling] = useState(false);
  const [settled, setSettled] = useState(true);
  const [part, setPart] = useState<PaymentPart | undefined>(trip?.payment_plan.next_part ?? undefined);
  const requested = useRef<string | null>(null);
  useEffect(() => {
    const key = part ?? 'next';
    if (requested.current === key) return;
    requested.current = key;
    start.mutate({ tripId, part });
  }, [start, tripId, part]);

  const data = start.data;
  const amountLabel = data ? formatMoney(data.amount, data.currency) : '';
  // Prices elsewhere may show in the visitor's currency; the charge is in the trip's own (issue 22).
  const { rates, chosen, display } = useDisplayRates();
  const reference = data ? showPrice(data.amount, data.currency, chosen, rates) : null;
  const succeed = () => {
    setSettling(true);
    void Promise.resolve(onSucceeded())
      .catch(() => false)
      .then((outcome) => {
        setSettled(outcome !== false);
        setSettling(false);
        setDone(true);
      });
  };
  const plan = trip?.payment_plan;
  const choice =
    !done && trip && plan && part && plan.parts.length > 1 ? (
      <PaymentPlanChoice plan={plan} total={trip.total_price} currency={trip.currency} value={part} onChange={setPart} disabled={start.isPending} />
    ) : !done && trip && plan && part === 'balance' ? (
      // Nothing to choose, but the traveller should know this is the balance and not the trip's price.
      <p className="text-sm font-semibold text-slate-900">{paymentPlanTexts.balanceOption(formatMoney(plan.balance_amount ?? plan.amount_due, trip.currency))}</p>
    ) : null;

  let body;
  if (done) body = <Alert tone="success">{settled ? paymentTexts.success : paymentTexts.confirmation.processing.body}</Alert>;
  else if (settling) body = <Spinner label={paymentTexts.processing} />;
  else if (start.isError) body = <Alert tone="error">{startPaymentErrorMessage(start.error)}</Alert>;
  else if (!data || !settings || start.isPending) body = <Spinner label="Preparing your payment…" />;
  else if (!data.clientSecret) body = <Alert tone="error">{paymentTexts.missingClientSecret}</Alert>;
  else if (data.provider === 'stripe' || settings.payments_mode === 'stripe')
    body = <StripeCardForm publishableKey={settings.stripe_publishable_key} clientSecret={data.clientSecret} amountLabel={amountLabel} onSucceeded={succeed} />;
  // key: a new client secret starts the form over (spec 1 section 4), as Elements does for Stripe.
  else body = <SandboxCardForm key={data.clientSecret} clientSecret={data.clientSecret} amountLabel={amountLabel} onSucceeded={succeed} />;

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={paymentTexts.modalTitle}
      description={data ? `Trip #${tripId} · ${amountLabel}` : `Trip #${tripId}`}
    >
      {summary && !done && <div className="mb-5 border-b border-slate-200 pb-5">{summary}</div>}
      <div className="space-y-5">
        {choice}
        {!done && reference?.original && <p className="text-sm text-slate-700">{displayCurrencyTexts.chargedIn(amountLabel, reference.text, display)}</p>}
        {body}
      </div>
    </Modal>
  );
}
