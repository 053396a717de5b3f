import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { paymentTexts, RELOAD_AFTER_COMPLETE_MS, RELOAD_AFTER_PAYMENT_MS, reviewTexts, SAVED_TAB_ID, savedServicesTexts, tripTexts, type TravellerTrip } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { DashboardTabs } from '@/features/admin/components/dashboard/dashboard-tabs';
import { EmailVerificationBanner } from '@/features/auth/components/email-verification-banner';
import { CardStep } from '@/features/payments/components/card-step';
import { PaymentModal } from '@/features/payments/components/payment-modal';
import { fetchHasReviewed } from '@/features/reviews/api/check-review';
import { useSavedServices } from '@/features/services/api/saved-services';
import { SavedServicesTab } from '@/features/services/components/saved/saved-services-tab';
import { usePublicSettings } from '@/features/settings/api/get-public-settings';
import { useCompleteTrip } from '@/features/trips/api/complete-trip';
import { tripKeys, useTrips } from '@/features/trips/api/get-trips';
import { NextAdventure } from '@/features/trips/components/next-adventure';
import { PostponeDialog } from '@/features/trips/components/postpone/postpone-dialog';
import { CheckoutSummary } from '@/features/trips/components/proposal/checkout-summary';
import { TravelHistory } from '@/features/trips/components/travel-history';
import { TripDetailsModal } from '@/features/trips/components/trip-details-modal';
import { AccountSettings } from '@/features/users/components/account-settings';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { renderPlanAction } from './catalogue-actions';
import { ReviewTripDialog } from './traveller-dashboard/review-trip-dialog';
import { useSignOutHere } from './use-sign-out-here';
import { useDelayedTripsReload } from './traveller-dashboard/use-delayed-reload';
import { usePaymentSettled } from './traveller-dashboard/use-payment-settled';
import { usePreferenceSubmitted } from './traveller-dashboard/use-preference-submitted';

type OpenModal = { kind: 'pay'; tripId: number } | { kind: 'details'; tripId: number } | { kind: 'review'; tripId: number } | { kind: 'postpone'; tripId: number };
type Notice = { tone: 'success' | 'error'; text: string };

/**
 * /dashboard/traveller (spec 1 section 2): Your Next Adventure and Travel History under "My trips", the saved
 * services under "Saved" (issue 22, `?tab=saved`), Account Settings below both, and their modals.
 */
export default function TravellerDashboard() {
  useDocumentTitle('Traveller Dashboard');
  const name = useSession((s) => s.user?.name);
  const returning = useSession((s) => s.user?.returning !== false);
  const [submitted, dismissSubmitted] = usePreferenceSubmitted();
  const trips = useTrips();
  const settings = usePublicSettings();
  const queryClient = useQueryClient();
  const complete = useCompleteTrip();
  const reloadTripsAfter = useDelayedTripsReload();
  const paymentSettled = usePaymentSettled();
  const [modal, setModal] = useState<OpenModal | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const signOutHere = useSignOutHere();
  const savedCount = useSavedServices().data?.length;

  const all = trips.data ? [...(trips.data.upcomingTrip ? [trips.data.upcomingTrip] : []), ...trips.data.pastTrips] : [];
  const find = (id: number) => all.find((t) => t.id === id) ?? null;
  const close = () => setModal(null);

  const onPay = (trip: TravellerTrip) => setModal({ kind: 'pay', tripId: trip.id });
  const onComplete = (trip: TravellerTrip) => {
    setNotice(null);
    complete.mutate(trip.id, {
      onSuccess: () => {
        setNotice({ tone: 'success', text: tripTexts.markedComplete });
        reloadTripsAfter(RELOAD_AFTER_COMPLETE_MS);
      },
      onError: (err) => setNotice({ tone: 'error', text: errorMessage(err, tripTexts.completeFailed) }),
    });
  };
  const onReview = async (trip: TravellerTrip) => {
    try {
      if (await fetchHasReviewed(queryClient, trip.id)) {
        toast.error(reviewTexts.alreadyReviewed);
        void queryClient.invalidateQueries({ queryKey: tripKeys.all });
        return;
      }
    } catch {
      // The check is a courtesy: the server refuses a second review anyway.
    }
    setModal({ kind: 'review', tripId: trip.id });
  };
  const onPostpone = (trip: TravellerTrip) => setModal({ kind: 'postpone', tripId: trip.id });
  const handlers = { onPay, onReview, onComplete, onPostpone, completingId: complete.isPending ? complete.variables : null };

  const modalTrip = modal ? find(modal.tripId) : null;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:py-10">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">Traveller Dashboard</h1>
        {name && <p className="mt-1 text-lg text-slate-700">{tripTexts.greeting(name, returning)}</p>}
      </header>
      <EmailVerificationBanner />
      {submitted && (
        <Alert tone="success">
          {tripTexts.preferenceSubmitted}{' '}
          <button type="button" className="font-semibold underline" onClick={dismissSubmitted}>
            Dismiss
          </button>
        </Alert>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}

      <DashboardTabs
        tabs={[
          {
            id: 'trips',
            label: savedServicesTexts.tripsTab,
            content: (
              <div className="space-y-6">
                <NextAdventure
                  data={trips.data}
                  isPending={trips.isPending}
                  error={trips.error}
                  onRetry={() => void trips.refetch()}
                  onViewDetails={(trip) => setModal({ kind: 'details', tripId: trip.id })}
                  {...handlers}
                />
                {trips.data && <TravelHistory trips={trips.data.pastTrips} onViewDetails={(trip) => setModal({ kind: 'details', tripId: trip.id })} />}
              </div>
            ),
          },
          {
            id: SAVED_TAB_ID,
            label: savedServicesTexts.tab,
            badge: savedCount,
            badgeLabel: savedCount ? savedServicesTexts.tabCount(savedCount) : undefined,
            content: <SavedServicesTab renderAction={renderPlanAction} />,
          },
        ]}
      />
      <AccountSettings onLoggedOutEverywhere={signOutHere} />

      {modal?.kind === 'pay' && (
        <PaymentModal
          tripId={modal.tripId}
          trip={modalTrip}
          settings={settings.data}
          summary={modalTrip && <CheckoutSummary trip={modalTrip} />}
          onClose={close}
          onSucceeded={() => {
            // The trip is fetched again before the message shows: never a success beside "Payment pending".
            const { tripId } = modal;
            return paymentSettled(tripId, modalTrip?.payment_status)
              .catch(() => false)
              .then((settled) => {
                setNotice({ tone: 'success', text: settled ? paymentTexts.success : paymentTexts.confirmation.processing.body });
                reloadTripsAfter(RELOAD_AFTER_PAYMENT_MS, close);
                return settled;
              });
          }}
        />
      )}
      {modal?.kind === 'details' && modalTrip && (
        <TripDetailsModal
          trip={modalTrip}
          past={modalTrip.id !== trips.data?.upcomingTrip?.id}
          onClose={close}
          onRebooked={({ tripId }) => {
            setNotice({ tone: 'success', text: tripTexts.rebooked(tripId) });
            setModal({ kind: 'pay', tripId });
          }}
          {...handlers}
        />
      )}
      {modal?.kind === 'postpone' && modalTrip && (
        <PostponeDialog
          trip={modalTrip}
          onClose={close}
          onPostponed={(text) => {
            setNotice({ tone: 'success', text });
            reloadTripsAfter(RELOAD_AFTER_PAYMENT_MS, close);
          }}
          renderCardStep={(charge, onPaid) => <CardStep charge={charge} settings={settings.data} onSucceeded={onPaid} />}
        />
      )}
      {modal?.kind === 'review' && modalTrip && (
        <ReviewTripDialog
          trip={modalTrip}
          onClose={close}
          onMarkComplete={() => {
            close();
            onComplete(modalTrip);
          }}
        />
      )}
    </div>
  );
}
