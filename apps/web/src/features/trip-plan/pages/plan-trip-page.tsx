import { Link, useNavigate } from 'react-router';
import { Compass } from 'lucide-react';
import { preferenceTexts, TRIP_PLAN_MAX_ITEMS, tripPlanTexts, paths, loginPath, PREFERENCE_SUBMITTED_PATH, type TripDetails } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LinkButton } from '@/components/ui/link-button';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRequestDraftTrip } from '../api/request-draft-trip';
import { PlanEstimate } from '../components/plan-estimate';
import { PlanItemList } from '../components/plan-item-list';
import { TripDetailsForm } from '../components/trip-details-form';
import { useTripPlan } from '../store/trip-plan-store';
import { buildPreferenceRequest } from '../utils/build-preference-request';

/** /plan-trip: the plan's services and the Trip Details form; 'Request Draft Trip' sends it as a preference. */
export default function PlanTripPage() {
  useDocumentTitle(tripPlanTexts.title);
  const navigate = useNavigate();
  const items = useTripPlan((s) => s.items);
  const remove = useTripPlan((s) => s.remove);
  const clear = useTripPlan((s) => s.clear);
  const user = useSession((s) => s.user);
  const token = useSession((s) => s.token);
  const request = useRequestDraftTrip();
  const signedIn = !!user && !!token;
  const wrongRole = signedIn && user.userType !== 'traveller';

  const onRequest = (details: TripDetails) => {
    if (!signedIn) {
      // The plan lives in local storage, so it is still here when sign-in brings the traveller back.
      void navigate(loginPath(paths.planTrip));
      return;
    }
    if (wrongRole) return;
    request.mutate(buildPreferenceRequest(items, details), {
      onSuccess: () => {
        useTripPlan.getState().clear();
        void navigate(PREFERENCE_SUBMITTED_PATH);
      },
    });
  };

  return (
    <Container width="medium" className="space-y-8 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{tripPlanTexts.title}</h1>
        <p className="text-lg text-slate-700">{tripPlanTexts.intro}</p>
      </header>

      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <Compass className="size-10 text-brand-700" aria-hidden />
          <p className="text-lg font-medium text-slate-900">{tripPlanTexts.empty}</p>
          <LinkButton to={paths.serviceDiscovery}>{tripPlanTexts.discoverLink}</LinkButton>
        </div>
      ) : (
        <>
          <section aria-labelledby="plan-services" className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="plan-services" className="text-xl font-semibold text-slate-900">
                Your services
              </h2>
              <Button variant="ghost" size="sm" onClick={clear}>
                {tripPlanTexts.clearAll}
              </Button>
            </div>
            <p role="status" className="text-slate-700">
              {tripPlanTexts.count(items.length)}
              {items.length < TRIP_PLAN_MAX_ITEMS && (
                <>
                  {' '}
                  <Link to={paths.serviceDiscovery} className="font-medium text-brand-800 underline underline-offset-2">
                    Add more services
                  </Link>
                </>
              )}
            </p>
            <PlanItemList items={items} onRemove={remove} />
            <PlanEstimate items={items} />
          </section>

          <section aria-labelledby="trip-details" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 id="trip-details" className="text-xl font-semibold text-slate-900">
              {tripPlanTexts.detailsTitle}
            </h2>
            {!signedIn && <Alert tone="info">{tripPlanTexts.signInToRequest}</Alert>}
            {wrongRole && <Alert tone="error">{tripPlanTexts.travellersOnly}</Alert>}
            {request.isError && (
              <Alert tone="error">{errorMessage(request.error, preferenceTexts.submitFailed, { httpFallback: true })}</Alert>
            )}
            <TripDetailsForm onRequest={onRequest} pending={request.isPending} disabled={wrongRole} />
          </section>
        </>
      )}
    </Container>
  );
}
