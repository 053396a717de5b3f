import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { partnerTexts, paths } from '@mt/shared';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function PartnerRegistrationSuccessPage() {
  useDocumentTitle(partnerTexts.registrationSubmittedTitle);
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-16 text-center">
      <CheckCircle2 className="mx-auto size-12 text-green-700" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{partnerTexts.registrationSubmittedTitle}</h1>
      <p className="mt-3 text-slate-700">{partnerTexts.registrationSubmittedBody}</p>
      <Link
        to={paths.partnerDashboard}
        className="mt-8 inline-flex items-center justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {partnerTexts.registrationSubmittedAction}
      </Link>
      <p className="mt-4">
        <Link to={paths.home} className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
          Back to home
        </Link>
      </p>
    </div>
  );
}
