import { useNavigate } from 'react-router';
import { preferenceTexts, PREFERENCE_SUBMITTED_PATH } from '@mt/shared';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DiscoverForm } from '../components/discover-form';

/** /discover (travellers only). Success goes to the dashboard, which shows the confirmation. */
export default function DiscoverPage() {
  useDocumentTitle(preferenceTexts.discoverTitle);
  const navigate = useNavigate();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">{preferenceTexts.discoverTitle}</h1>
      <p className="mt-2 text-slate-700">{preferenceTexts.discoverIntro}</p>
      <div className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <DiscoverForm onSubmitted={() => void navigate(PREFERENCE_SUBMITTED_PATH)} />
      </div>
    </div>
  );
}
