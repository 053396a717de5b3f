import { formatMoney, paymentTexts, type PaymentDiscrepancy } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Notify } from '@/lib/notice';
import { usePaymentDiscrepancies, useResolvePaymentDiscrepancy } from '../../api/admin/payment-discrepancies';

const texts = paymentTexts.discrepancies;

const received = (d: PaymentDiscrepancy) =>
  d.received_amount === null || d.received_currency === null ? texts.receivedUnknown : formatMoney(d.received_amount, d.received_currency);

/**
 * The admin dashboard's alert for payments the provider reported for another amount or currency than
 * their charge (docs/decisions/0034): each open one with its figures, until the admin marks it resolved.
 * Nothing is shown while there are none (or the list cannot be read: the e-mail told the admins too).
 */
export function PaymentDiscrepanciesAlert({ notify }: { notify: Notify }) {
  const open = usePaymentDiscrepancies().data?.filter((d) => d.resolved_at === null) ?? [];
  const resolve = useResolvePaymentDiscrepancy();
  if (!open.length) return null;
  return (
    <Alert tone="error" title={texts.title}>
      <p>{texts.intro}</p>
      <ul className="mt-2 space-y-2">
        {open.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center gap-3">
            <span>
              {texts.line({
                tripId: d.trip_id,
                tripName: d.trip_name,
                expected: formatMoney(d.expected_amount, d.expected_currency),
                received: received(d),
                providerPaymentId: d.provider_payment_id,
                date: new Date(d.created_at).toLocaleString(),
              })}
            </span>
            <Button
              size="sm"
              variant="secondary"
              loading={resolve.isPending && resolve.variables === d.id}
              disabled={resolve.isPending}
              onClick={() =>
                resolve.mutate(d.id, {
                  onSuccess: () => notify.success(texts.resolved),
                  onError: (err) => notify.error(err.message),
                })
              }
            >
              {resolve.isPending && resolve.variables === d.id ? texts.resolving : texts.resolve}
            </Button>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
