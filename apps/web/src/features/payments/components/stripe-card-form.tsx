import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The pure entry: the default one injects Stripe.js on import, even in sandbox mode where no key exists.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { paymentTexts, paths } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { confirmationMessage } from '../utils/payment-errors';

/** One Stripe.js load per publishable key for the whole session. */
const stripeLoads = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  if (!stripeLoads.has(publishableKey)) {
    stripeLoads.set(
      publishableKey,
      loadStripe(publishableKey).catch((err) => {
        stripeLoads.delete(publishableKey);
        throw err;
      }),
    );
  }
  return stripeLoads.get(publishableKey)!;
}

interface StripeCardFormProps {
  publishableKey: string | null;
  clientSecret: string;
  amountLabel: string;
  onSucceeded(): void;
}

/**
 * Stripe Elements (keys configured): the Payment Element and confirmPayment with return URL
 * /payment-confirmation, redirecting only when the method needs it (spec 1 section 7).
 */
export function StripeCardForm({ publishableKey, clientSecret, amountLabel, onSucceeded }: StripeCardFormProps) {
  const stripePromise = useMemo(() => (publishableKey ? stripeFor(publishableKey) : null), [publishableKey]);
  const [setupError, setSetupError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    stripePromise?.catch((err: Error) => live && setSetupError(paymentTexts.setupFailed(err.message)));
    return () => {
      live = false;
    };
  }, [stripePromise]);
  if (!publishableKey || !stripePromise) return <Alert tone="error">{paymentTexts.stripeConfigMissing}</Alert>;
  if (setupError) return <Alert tone="error">{setupError}</Alert>;
  return (
    // key: the form starts over when the client secret changes (spec 1 section 4).
    <Elements key={clientSecret} stripe={stripePromise} options={{ clientSecret }}>
      <ElementsForm amountLabel={amountLabel} onSucceeded={onSucceeded} />
    </Elements>
  );
}

function ElementsForm({ amountLabel, onSucceeded }: { amountLabel: string; onSucceeded(): void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [message, setMessage] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return setMessage(paymentTexts.notReady);
    setBusy(true);
    setMessage(null);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${paths.paymentConfirmation}` },
        redirect: 'if_required',
      });
      if (error) return setMessage(error.message ?? paymentTexts.unexpected);
      const text = confirmationMessage(paymentIntent?.status ?? 'unknown');
      if (text) return setMessage(text);
      onSucceeded();
    } catch {
      setMessage(paymentTexts.processFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4">
      {message && <Alert tone="error">{message}</Alert>}
      {!ready && <Spinner label="Loading the payment form…" />}
      <PaymentElement onReady={() => setReady(true)} onLoadError={() => setMessage(paymentTexts.couldNotDisplay)} />
      <Button type="submit" size="lg" className="w-full" loading={busy} disabled={!stripe || !ready}>
        {busy ? paymentTexts.processing : paymentTexts.payButton(amountLabel)}
      </Button>
    </form>
  );
}
