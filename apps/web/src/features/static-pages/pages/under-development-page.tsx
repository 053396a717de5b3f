import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { settingsTexts, paths } from '@mt/shared';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Maintenance notice (spec 3, "Maintenance mode"); the only way on is the administrators' log in. */
export default function UnderDevelopmentPage() {
  useDocumentTitle(settingsTexts.underDevelopmentTitle);
  return (
    <div className="max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <Construction className="mx-auto size-12 text-brand-700" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{settingsTexts.underDevelopmentTitle}</h1>
      <p className="mt-3 text-slate-700">{settingsTexts.underDevelopmentBody}</p>
      <Link
        to={paths.login}
        className="mt-6 inline-flex rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {settingsTexts.adminLogin}
      </Link>
    </div>
  );
}
