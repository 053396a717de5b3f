import { useState, type FormEvent } from 'react';
import { CANCEL_REASON_MAX, cancelTripTexts as t, formatMoney, type TravellerTrip } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { TextAreaField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCancelTrip, useCancellationQuote } from '../../api/cancel-trip';
import { CancellationTable } from './cancellation-table';

interface CancelTripDialogProps {
  trip: TravellerTrip;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Called when the traveller closes the dialog after a cancellation (the dashboard reloads then). */
  onCancelled(): void;
}

/**
 * The traveller's cancellation (docs/decisions/0015): today's quote (refund, fee, the tier and the
 * days before departure), the trip's whole table, an optional reason, and a confirm button naming the
 * refund. The refund shown is sent along; if the quote changed meanwhile (409) the new one is loaded
 * and the server's message says what changed.
 */
export function CancelTripDialog({ trip, open, onOpenChange, onCancelled }: CancelTripDialogProps) {
  const [reason, setReason] = useState('');
  const quote = useCancellationQuote(trip.id, open);
  const cancel = useCancelTrip();
  const done = cancel.data;
  const busy = cancel.isPending;

  const close = (next: boolean) => {
    if (busy) return;
    if (!next && done) onCancelled();
    onOpenChange(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!quote.data || busy) return;
    cancel.mutate(
      { id: trip.id, reason: reason.trim(), expectedRefund: quote.data.refund },
      {
        onError: (err) => {
          // The quote moved (midnight, or new terms): show the new one beside the server's message.
          if (err instanceof ApiError && err.status === 409) void quote.refetch();
        },
      },
    );
  };

  return (
    <Modal open={open} onOpenChange={close} title={t.dialogTitle(trip.id)} description={done ? undefined : t.dialogDescription}>
      {done ? (
        <div className="space-y-4">
          <Alert tone="success">{done.message}</Alert>
          <div className="flex justify-end">
            <Button onClick={() => close(false)}>Close</Button>
          </div>
        </div>
      ) : quote.isPending ? (
        <Spinner label={t.loadingQuote} />
      ) : quote.isError ? (
        <Alert tone="error">
          {errorMessage(quote.error, t.quoteFailed)}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void quote.refetch()}>
            Try again
          </button>
        </Alert>
      ) : (
        <form onSubmit={submit} className="space-y-5" noValidate>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <div className="rounded-lg bg-emerald-50 p-3">
              <dt className="text-xs font-medium uppercase tracking-wide text-emerald-800">{t.refundLabel}</dt>
              <dd className="text-lg font-bold text-emerald-900 sm:text-xl">{formatMoney(quote.data.refund, quote.data.currency)}</dd>
            </div>
            <div className="rounded-lg bg-slate-100 p-3">
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-700">{t.feeLabel}</dt>
              <dd className="text-lg font-bold text-slate-900 sm:text-xl">{formatMoney(quote.data.fee, quote.data.currency)}</dd>
            </div>
          </dl>
          <p className="text-sm text-slate-700">
            <span className="font-semibold">{t.daysBefore(quote.data.days_before_departure)}</span> · {quote.data.tier.label}
          </p>
          <CancellationTable tiers={trip.cancellation_tiers} applyingDays={quote.data.tier.min_days_before_departure} />
          <div>
            <TextAreaField label={t.reasonLabel} hint={t.reasonHint} rows={3} maxLength={CANCEL_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
            <p className="mt-1 text-right text-xs text-slate-600">
              {reason.length} / {CANCEL_REASON_MAX}
            </p>
          </div>
          {cancel.isError && <Alert tone="error">{errorMessage(cancel.error, t.cancelFailed)}</Alert>}
          <FormActions cancelLabel={t.keep} onCancel={() => close(false)} submitLabel={t.confirm(quote.data.refund, quote.data.currency)} busy={busy} submitDisabled={quote.isFetching} />
        </form>
      )}
    </Modal>
  );
}
