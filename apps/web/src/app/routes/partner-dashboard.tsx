import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { canManageBilling, canManageServices, partnerDashboardTexts } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { EmailVerificationBanner } from '@/features/auth/components/email-verification-banner';
import { myPartnerQueryKey, useMyPartner } from '@/features/partners/api/get-my-partner';
import { BookingsSection } from '@/features/partners/components/bookings-section';
import { EarningsSection } from '@/features/partners/components/earnings-section';
import { PartnerAccountSection } from '@/features/partners/components/partner-account-section';
import { PopularitySection } from '@/features/partners/components/popularity-section';
import { PublicProfileLink } from '@/features/partners/components/public-profile-link';
import { partnerLoadErrorMessage } from '@/features/partners/utils/partner-load-error';
import { MyServicesSection } from '@/features/services/components/manage/my-services-section';
import { SubscriptionPanel } from '@/features/subscriptions/components/subscription-panel';
import { useSubscriptionReturn, type SubscriptionReturn } from '@/features/subscriptions/hooks/use-subscription-return';
import { ChangePasswordModal } from '@/features/users/components/change-password-modal';
import { LogoutEverywhereButton } from '@/features/users/components/logout-everywhere-button';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTimedValue } from '@/lib/use-timed-value';
import { useSignOutHere } from './use-sign-out-here';

/** Spec 2 section 9: the profile success message disappears after 3 s, other notices after 5 s. */
const PROFILE_SUCCESS_MS = 3000;
const NOTICE_MS = 5000;
/** Spec 2 section 4: the partner's password modal closes 1.5 s after success. */
const PASSWORD_MODAL_CLOSE_MS = 1500;

/** The page's banner and how long it stays. */
type Banner = SubscriptionReturn & { ms: number };
const bannerLifetime = (banner: Banner) => banner.ms;

/** /partner-dashboard: every section of spec 2 section 2, composed from the partner-side features. */
export default function PartnerDashboard() {
  useDocumentTitle(partnerDashboardTexts.title);
  const user = useSession((s) => s.user);
  const isPartner = useSession((s) => !!s.token && s.user?.userType === 'partner');
  const queryClient = useQueryClient();
  const signOutHere = useSignOutHere();
  const partner = useMyPartner();
  const banner = useTimedValue<Banner>(bannerLifetime);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const companyName = partner.data?.company_name ?? user?.companyName;
  const { show } = banner;
  const showNotice = useCallback((message: string) => show({ tone: 'success', message, ms: NOTICE_MS }), [show]);

  useSubscriptionReturn(
    useCallback(
      ({ tone, message }: SubscriptionReturn) => {
        show({ tone, message, ms: NOTICE_MS });
        // The provider's event may have changed the subscription while the partner was away.
        if (tone === 'success') void queryClient.invalidateQueries({ queryKey: myPartnerQueryKey });
      },
      [show, queryClient],
    ),
  );

  const subscription = partner.data
    ? { status: partner.data.subscription_status, plan: partner.data.subscription_plan, subscribedUntil: partner.data.subscribed_until }
    : null;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold text-slate-900">{partnerDashboardTexts.title}</h1>
        {companyName && <p className="text-lg text-slate-700">{companyName}</p>}
        {/* The public page exists only while the subscription is active or trialing (decision 0002). */}
        {partner.data && <PublicProfileLink slug={canManageServices(partner.data.subscription_status) ? partner.data.slug : null} />}
      </header>

      <EmailVerificationBanner />
      {partner.isError && <Alert tone="error">{partnerLoadErrorMessage(partner.error)}</Alert>}
      {banner.value && <Alert tone={banner.value.tone}>{banner.value.message}</Alert>}

      {isPartner && (
        <>
          {/* Side by side while the subscription is a short summary; the plan list needs the full width. */}
          <div className={cn('grid gap-6', canManageBilling(partner.data?.subscription_status) && 'xl:grid-cols-2')}>
            <EarningsSection />
            <SubscriptionPanel
              subscription={subscription}
              partnerLoading={partner.isPending}
              partnerFailed={partner.isError}
              onRetryPartner={() => void partner.refetch()}
            />
          </div>
          <MyServicesSection
            canManage={canManageServices(partner.data?.subscription_status)}
            maxServices={partner.data?.subscription_plan?.max_services ?? null}
            subscriptionPending={partner.isPending}
            onSuccess={showNotice}
          />
          <PopularitySection />
          <BookingsSection />
        </>
      )}

      {partner.isPending && partner.fetchStatus !== 'idle' && <Spinner label="Loading partner information…" />}
      {partner.data && (
        <PartnerAccountSection
          partner={partner.data}
          onSaved={(message) => show({ tone: 'success', message, ms: PROFILE_SUCCESS_MS })}
          passwordAction={
            <span className="flex flex-wrap items-start gap-2">
              <Button variant="secondary" onClick={() => setPasswordOpen(true)}>
                Change Password
              </Button>
              <LogoutEverywhereButton onDone={signOutHere} />
            </span>
          }
        />
      )}
      <ChangePasswordModal open={passwordOpen} onOpenChange={setPasswordOpen} closeDelayMs={PASSWORD_MODAL_CLOSE_MS} />
    </div>
  );
}
