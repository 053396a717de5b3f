import { AccountSettings } from '@/features/users/components/account-settings';
import { useSession } from '@/lib/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /dashboard/traveller. The trip sections (Your Next Adventure, Travel History) come with the trips feature. */
export default function TravellerDashboard() {
  useDocumentTitle('Traveller Dashboard');
  const name = useSession((s) => s.user?.name);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:py-10">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">Traveller Dashboard</h1>
        {name && <p className="mt-1 text-lg text-slate-700">Welcome back, {name}!</p>}
      </header>
      <AccountSettings />
    </div>
  );
}
