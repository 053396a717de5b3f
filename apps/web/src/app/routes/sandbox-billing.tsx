import { useQueryClient } from '@tanstack/react-query';
import type { PartnerDto } from '@mt/shared';
import { myPartnerQueryKey, useMyPartner } from '@/features/partners/api/get-my-partner';
import { SandboxBillingPortal } from '@/features/subscriptions/components/sandbox-billing-portal';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /sandbox/billing: the sandbox's billing portal on the partner's own subscription. */
export default function SandboxBillingRoute() {
  useDocumentTitle('Billing');
  const partner = useMyPartner();
  const queryClient = useQueryClient();
  const data = partner.data;
  return (
    <SandboxBillingPortal
      subscription={data ? { status: data.subscription_status, plan: data.subscription_plan, subscribedUntil: data.subscribed_until } : null}
      failed={partner.isError}
      onRetry={() => void partner.refetch()}
      // The dashboard shows the new state at once, without waiting for a refetch.
      onChanged={(next: PartnerDto) => queryClient.setQueryData(myPartnerQueryKey, { partner: next })}
    />
  );
}
