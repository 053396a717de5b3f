import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatMoney, paymentTexts, type PublicSettings } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useStartPayment } from '../api/start-payment';
import { startPaymentErrorMessage } from '../utils/payment-errors';
import { SandboxCardForm } from './sandbox-card-form';
import { StripeCardForm } from './stripe-card-form';

interface PaymentModalProps {
  tripId: number;
  settings: Pick<PublicSettings, 'payments_mode' | 'stripe_publishable_key'> | undefined;
  onClose(): void;
  /** The payment went through (or is processing): the dashboard reloads the trips. */
  onSucceeded(): void;
  /** What is being bought, shown above the card form (the dashboard passes the proposal's summary). */
  summary?: ReactNode;
}

/** 'Complete Your Payment': asks the server for the client secret, then shows Stripe's or the sandbox's card form. */
export function PaymentModal({ tripId, settings, onClose, onSucceeded, summary }: PaymentModalProps) {
  const start = useStartPayment();
  const [done, setDone] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start.mutate(tripId);
  }, [start, tripId]);

  const data = start.data;
  const amountLabel = data ? formatMoney(data.amount, data.currency) : '';
  const succeed = () => {
    setDone(true);
    onSucceeded();
  };

  let body;
  if (done) body = <Alert tone="success">{paymentTexts.success}</Alert>;
  else if (start.isError) body = <Alert tone="error">{startPaymentErrorMessage(start.error)}</Alert>;
  else if (!data || !settings) body = <Spinner label="Preparing your payment…" />;
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
      {body}
    </Modal>
  );
}
