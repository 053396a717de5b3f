import { useState } from 'react';
import { partnerDashboardTexts } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMyPartner } from '@/features/partners/api/get-my-partner';
import { PartnerAccountSection } from '@/features/partners/components/partner-account-section';
import { PublicProfileLink } from '@/features/partners/components/public-profile-link';
import { useTimedMessage } from '@/features/partners/hooks/use-timed-message';
import { partnerLoadErrorMessage } from '@/features/partners/utils/partner-load-error';
import { ChangePasswordModal } from '@/features/users/components/change-password-modal';
import { useSession } from '@/lib/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Spec 2 section 9: the profile success message disappears after 3 s. */
const PROFILE_SUCCESS_MS = 3000;
/** Spec 2 section 4: the partner's password modal closes 1.5 s after success. */
const PASSWORD_MODAL_CLOSE_MS = 1500;

/** /partner-dashboard. Earnings, subscription, services, popularity and bookings come with their features. */
export default function PartnerDashboard() {
  useDocumentTitle(partnerDashboardTexts.title);
  const user = useSession((s) => s.user);
  const partner = useMyPartner();
  const success = useTimedMessage(PROFILE_SUCCESS_MS);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const companyName = partner.data?.company_name ?? user?.companyName;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold text-slate-900">{partnerDashboardTexts.title}</h1>
        {companyName && <p className="text-lg text-slate-700">{companyName}</p>}
        {partner.data && <PublicProfileLink slug={partner.data.slug} />}
      </header>

      {partner.isError && <Alert tone="error">{partnerLoadErrorMessage(partner.error)}</Alert>}
      {success.message && <Alert tone="success">{success.message}</Alert>}

      {partner.isPending && partner.fetchStatus !== 'idle' && <Spinner label="Loading partner information…" />}
      {partner.data && (
        <PartnerAccountSection
          partner={partner.data}
          onSaved={success.show}
          passwordAction={
            <Button variant="secondary" onClick={() => setPasswordOpen(true)}>
              Change Password
            </Button>
          }
        />
      )}
      <ChangePasswordModal open={passwordOpen} onOpenChange={setPasswordOpen} closeDelayMs={PASSWORD_MODAL_CLOSE_MS} />
    </div>
  );
}
