import { adminTexts } from '@mt/shared';
import { DashboardNotices } from '@/features/admin/components/dashboard/dashboard-notices';
import { DashboardTabs, type DashboardTab } from '@/features/admin/components/dashboard/dashboard-tabs';
import { OverviewTab } from '@/features/admin/components/overview/overview-tab';
import { PartnersTab } from '@/features/admin/components/partners/partners-tab';
import { ServicesTab } from '@/features/admin/components/services/services-tab';
import { useDashboardNotices } from '@/features/admin/hooks/use-dashboard-notices';
import { BlogAdminTab } from '@/features/blog/components/admin/blog-admin-tab';
import { ContactInboxLink } from '@/features/contact/components/contact-inbox-link';
import { CommissionTab } from '@/features/revenue/components/commission-tab';
import { SiteSettingsPanel } from '@/features/settings/components/site-settings-panel';
import { TripsManagementLink } from '@/features/trips/components/admin/trips-management-link';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /admin/dashboard (spec 3 section 2). The preferences and reviews tabs join with the trip lifecycle;
 * until then they are left out rather than shown empty.
 */
export default function AdminDashboard() {
  useDocumentTitle(adminTexts.dashboardTitle);
  const { notices, notify, dismiss } = useDashboardNotices();
  const tabs: DashboardTab[] = [
    {
      id: 'overview',
      label: adminTexts.tabs.overview,
      content: (
        <div className="space-y-6">
          <OverviewTab />
          <SiteSettingsPanel />
        </div>
      ),
    },
    { id: 'partners', label: adminTexts.tabs.partners, content: <PartnersTab /> },
    { id: 'services', label: adminTexts.tabs.services, content: <ServicesTab notify={notify} /> },
    { id: 'commission', label: adminTexts.tabs.commission, content: <CommissionTab notify={notify} /> },
    { id: 'blog', label: adminTexts.tabs.blog, content: <BlogAdminTab notify={notify} /> },
  ];

  return (
    <div className="mx-auto w-full max-w-[96rem] space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{adminTexts.dashboardTitle}</h1>
        <div className="flex flex-wrap gap-2">
          <TripsManagementLink />
          <ContactInboxLink />
        </div>
      </header>
      <DashboardNotices success={notices.success} error={notices.error} onDismiss={dismiss} />
      <DashboardTabs tabs={tabs} />
    </div>
  );
}
