import { useNavigate, useSearchParams } from 'react-router';
import { preferenceNeedsTexts, preferenceTexts, PREFERENCE_SUBMITTED_PATH, type DiscoverFormInput } from '@mt/shared';
import { QueryState } from '@/components/ui/query-state';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSurpriseAgain } from '../api/get-surprise-again';
import { DiscoverForm } from '../components/discover-form';

/** `?again={tripId}` ("Surprise me again", issue 19): a positive trip id, or none. */
const againTripId = (raw: string | null): number | null => {
  const id = Number(raw);
  return raw && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** /discover (travellers only). Success goes to the dashboard, which shows the confirmation. */
export default function DiscoverPage() {
  const [params] = useSearchParams();
  const tripId = againTripId(params.get('again'));
  useDocumentTitle(tripId ? preferenceNeedsTexts.againTitle : preferenceTexts.discoverTitle);
  const navigate = useNavigate();
  const again = useSurpriseAgain(tripId);
  const done = () => void navigate(PREFERENCE_SUBMITTED_PATH);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">{tripId ? preferenceNeedsTexts.againTitle : preferenceTexts.discoverTitle}</h1>
      <p className="mt-2 text-slate-700">{tripId ? preferenceNeedsTexts.againIntro : preferenceTexts.discoverIntro}</p>
      <div className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {tripId ? (
          <QueryState query={again} loadingLabel={preferenceNeedsTexts.againTitle} errorTitle={preferenceNeedsTexts.againTitle} httpFallback>
            {() => <DiscoverForm key={tripId} onSubmitted={done} prefill={again.data!.draft as Partial<DiscoverFormInput>} />}
          </QueryState>
        ) : (
          <DiscoverForm onSubmitted={done} />
        )}
      </div>
    </div>
  );
}
