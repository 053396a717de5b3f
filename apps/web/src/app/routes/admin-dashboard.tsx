import { adminPreferenceTexts, adminTexts, isAwaitingProposal } from '@mt/shared';
import { DashboardNotices } from '@/features/admin/components/dashboard/dashboard-notices';
import { DashboardTabs, type DashboardTab } from '@/features/admin/components/dashboard/dashboard-tabs';
import { OverviewTab } from '@/features/admin/components/overview/overview-tab';
import { useDashboardNotices } from '@/features/admin/hooks/use-dashboard-notices';
import { BlogAdminTab } from '@/features/blog/components/admin/blog-admin-tab';
import { ContactInboxLink } from '@/features/contact/components/contact-inbox-link';
import { PartnersTab } from '@/features/partners/components/admin/partners-tab';
import { PaymentDiscrepanciesAlert } from '@/features/payments/components/admin/payment-discrepancies-alert';
import { useAdminPreferences } from '@/features/preferences/api/admin/get-admin-preferences';
import { PreferenceStatusChart } from '@/features/preferences/components/admin/preference-status-chart';
import { PreferencesTab } from '@/features/preferences/components/admin/preferences-tab';
import { CommissionTab } from '@/features/revenue/components/commission-tab';
import { ReviewsTab } from '@/features/reviews/components/admin/reviews-tab';
import { ServiceTypeChart } from '@/features/services/components/admin/service-type-chart';
import { ServicesTab } from '@/features/services/components/admin/services-tab';
import { ExchangeRatesPanel } from '@/features/settings/components/exchange-rates-panel';
import { SiteSettingsPanel } from '@/features/settings/components/site-settings-panel';
import { TripsManagementLink } from '@/features/trips/components/admin/trips-management-link';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Container } from '@/components/ui/container';

/**
 * /admin/dashboard (spec 3 section 2): the tabs in the spec's order, the open one in the URL. The admin
 * feature is the shell and the overview; each other tab is its domain's feature, composed here.
 */
export default function AdminDashboard() {
  useDocumentTitle(adminTexts.dashboardTitle);
  const { notices, notify, dismiss } = useDashboardNotices();
  // The preferences tab's badge: new preferences still waiting for a proposal.
  const awaitingProposal = useAdminPreferences().data?.filter(isAwaitingProposal).length;
  const tabs: DashboardTab[] = [
    {
      id: 'overview',
      label: adminTexts.tabs.overview,
      content: (
        <div className="space-y-6">
          <OverviewTab>
            <PreferenceStatusChart />
            <ServiceTypeChart />
          </OverviewTab>
          <SiteSettingsPanel />
          <ExchangeRatesPanel />
        </div>
      ),
    },
    { id: 'preferences', label: adminTexts.tabs.preferences, badge: awaitingProposal, badgeLabel: awaitingProposal ? adminPreferenceTexts.newBadge(awaitingProposal) : undefined, content: <PreferencesTab /> },
    { id: 'partners', label: adminTexts.tabs.partners, content: <PartnersTab /> },
    { id: 'services', label: adminTexts.tabs.services, content: <ServicesTab notify={notify} /> },
    { id: 'reviews', label: adminTexts.tabs.reviews, content: <ReviewsTab notify={notify} /> },
    { id: 'commission', label: adminTexts.tabs.commission, content: <CommissionTab notify={notify} /> },
    { id: 'blog', label: adminTexts.tabs.blog, content: <BlogAdminTab notify={notify} /> },
  ];

  return (
    <Container className="space-y-6 py-8 sm:py-10">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{adminTexts.dashboardTitle}</h1>
        <div className="flex flex-wrap gap-2">
          <TripsManagementLink />
          <ContactInboxLink />
        </div>
      </header>
      <DashboardNotices success={notices.success} error={notices.error} onDismiss={dismiss} />
      <PaymentDiscrepanciesAlert notify={notify} />
      <DashboardTabs tabs={tabs} />
    </Container>
  );
}
