import { useState, type FormEvent } from 'react';
import { paymentTexts, sandboxCardFieldErrors } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { TestModeBadge } from '@/components/ui/test-mode-badge';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuthenticateSandboxPayment } from '../api/authenticate-sandbox-payment';
import { useConfirmSandboxPayment } from '../api/confirm-sandbox-payment';

type Fields = { cardNumber: string; expiry: string; cvc: string };

/** "4242424242424242" → "4242 4242 4242 4242" while typing. */
const groupDigits = (v: string) => v.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
const formatExpiry = (v: string) => {
  const d = v.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
};

/**
 * The sandbox's card form (no Stripe keys): the same flow as Stripe Elements, clearly labelled Test
 * mode. Test cards behave as on Stripe, including the 3-D Secure step.
 */
export function SandboxCardForm({ clientSecret, amountLabel, onSucceeded }: { clientSecret: string; amountLabel: string; onSucceeded(): void }) {
  const [fields, setFields] = useState<Fields>({ cardNumber: '', expiry: '', cvc: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Fields>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [authenticating, setAuthenticating] = useState(false);
  const confirm = useConfirmSandboxPayment();
  const authenticate = useAuthenticateSandboxPayment();

  const handleResult = (result: { status: string; message?: string }) => {
    if (result.status === 'succeeded') return onSucceeded();
    if (result.status === 'requires_action') {
      setAuthenticating(true);
      setMessage(paymentTexts.requiresAction);
      return;
    }
    setAuthenticating(false);
    setMessage(result.message ?? paymentTexts.status(result.status));
  };
  const handleError = (err: unknown) => {
    if (err instanceof ApiError && err.errors) setFieldErrors(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0]])));
    setMessage(errorMessage(err, paymentTexts.processFailed));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const errors = sandboxCardFieldErrors({ ...fields, expiry: fields.expiry.replace(/\s/g, '') });
    setFieldErrors(errors);
    if (Object.keys(errors).length) return;
    confirm.mutate({ clientSecret, ...fields, expiry: fields.expiry.replace(/\s/g, '') }, { onSuccess: handleResult, onError: handleError });
  };

  const busy = confirm.isPending || authenticate.isPending;
  return (
    <div className="space-y-4">
      <TestModeBadge label={paymentTexts.testMode} />
      <p className="text-sm text-slate-700">{paymentTexts.testModeHint}</p>
      {message && <Alert tone={authenticating ? 'info' : 'error'}>{message}</Alert>}
      {authenticating ? (
        <div className="space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200" role="group" aria-label={paymentTexts.authenticateTitle}>
          <p className="font-semibold text-slate-900">{paymentTexts.authenticateTitle}</p>
          <p className="text-sm text-slate-700">{paymentTexts.authenticateBody}</p>
          <div className="flex flex-wrap gap-2">
            <Button loading={authenticate.isPending} onClick={() => authenticate.mutate({ clientSecret, approve: true }, { onSuccess: handleResult, onError: handleError })}>
              {paymentTexts.authenticateApprove}
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => authenticate.mutate({ clientSecret, approve: false }, { onSuccess: handleResult, onError: handleError })}>
              {paymentTexts.authenticateFail}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <TextField
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            value={fields.cardNumber}
            error={fieldErrors.cardNumber}
            onChange={(e) => setFields((f) => ({ ...f, cardNumber: groupDigits(e.target.value) }))}
          />
          <div className="grid grid-cols-2 gap-4">
            <TextField
              label="Expiry (MM / YY)"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="12 / 34"
              value={fields.expiry}
              error={fieldErrors.expiry}
              onChange={(e) => setFields((f) => ({ ...f, expiry: formatExpiry(e.target.value) }))}
            />
            <TextField
              label="CVC"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              value={fields.cvc}
              error={fieldErrors.cvc}
              onChange={(e) => setFields((f) => ({ ...f, cvc: e.target.value.replace(/\D/g, '').slice(0, 4) }))}
            />
          </div>
          <Button type="submit" size="lg" className="w-full" loading={confirm.isPending}>
            {confirm.isPending ? paymentTexts.processing : paymentTexts.payButton(amountLabel)}
          </Button>
        </form>
      )}
    </div>
  );
}
