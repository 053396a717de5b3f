import { SiteSettingsPanel } from '@/features/settings/components/site-settings-panel';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /admin/dashboard. The overview, preferences, partners, services, reviews, commission and blog tabs come later. */
export default function AdminDashboard() {
  useDocumentTitle('Admin Dashboard');
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">Admin Dashboard</h1>
      <SiteSettingsPanel />
    </div>
  );
}
