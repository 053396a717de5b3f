import { Compass, Hourglass } from 'lucide-react';
import { tripTexts, paths, type TravellerTrip, type TripsResponse } from '@mt/shared';
import { rebookingTexts } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { Spinner } from '@/components/ui/spinner';
import { useDisplayRates } from '@/lib/display-currency';
import { tripsErrorMessage } from '../utils/errors';
import { tripPrice } from '../utils/format';
import { PaymentPlanSummary } from './payment-plan-summary';
import { PaymentBadge, TripStatusBadge } from './status-badges';
import { TripActions, type TripActionHandlers } from './trip-actions';
import { TripContents } from './trip-contents';
import { TripMessagesButton } from './trip-messages-button';
import { ProposalCard } from './proposal/proposal-card';
import { CancelTripButton } from './cancel-trip/cancel-trip-button';
import { PostponementNote } from './postpone/postponement-note';
import { TripEnvelope } from './envelope/trip-envelope';

interface NextAdventureProps extends TripActionHandlers {
  data: TripsResponse | undefined;
  isPending: boolean;
  error: unknown;
  onRetry(): void;
  onViewDetails(trip: TravellerTrip): void;
}

/** 'Your Next Adventure' (spec 1 section 2): the upcoming trip, or one of the two empty states. */
export function NextAdventure({ data, isPending, error, onRetry, onViewDetails, ...actions }: NextAdventureProps) {
  return (
    <section aria-labelledby="next-adventure-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="next-adventure-title" className="text-xl font-semibold text-slate-900">
        {tripTexts.nextAdventure}
      </h2>
      <div className="mt-4">
        {isPending ? (
          <Spinner label="Loading your trips…" />
        ) : error ? (
          <Alert tone="error">
            {tripsErrorMessage(error)}{' '}
            <button type="button" className="font-semibold underline" onClick={onRetry}>
              Try again
            </button>
          </Alert>
        ) : data?.upcomingTrip ? (
          <div className="space-y-4">
            <UpcomingTrip trip={data.upcomingTrip} onViewDetails={onViewDetails} {...actions} />
            {data.hasPendingPreference && <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">{tripTexts.alsoAwaitingModeration}</p>}
          </div>
        ) : data?.hasPendingPreference ? (
          <EmptyState title={tripTexts.awaitingModerationTitle} icon={Hourglass}>
            {tripTexts.awaitingModerationBody}
          </EmptyState>
        ) : (
          <EmptyState
            title={tripTexts.noUpcomingTitle}
            icon={Compass}
            action={<LinkButton to={paths.discover}>{tripTexts.planAction}</LinkButton>}
          >
            {tripTexts.noUpcomingBody}
          </EmptyState>
        )}
      </div>
    </section>
  );
}

function UpcomingTrip({ trip, onViewDetails, ...actions }: TripActionHandlers & { trip: TravellerTrip; onViewDetails(trip: TravellerTrip): void }) {
  const price = tripPrice(trip, useDisplayRates());
  return (
    <article aria-label={`Trip #${trip.id}`} className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h3 className="text-lg font-bold text-slate-900">Trip #{trip.id}</h3>
          <div className="flex flex-wrap gap-2">
            <TripStatusBadge status={trip.status} />
            <PaymentBadge paymentStatus={trip.payment_status} />
          </div>
        </div>
        <div className="sm:text-right">
          <p className="text-xl font-bold text-slate-900">{price.main}</p>
          {price.approx && <p className="text-sm text-slate-600">{price.approx}</p>}
          <p className="text-sm text-slate-600">
            {trip.traveller_count} traveller{trip.traveller_count === 1 ? '' : 's'}
          </p>
        </div>
      </div>
      {trip.status === 'pending_confirmation' && (
        <>
          <p className="text-sm text-slate-700">
            {trip.destination_known && trip.destination ? rebookingTexts.knownProposalIntro(trip.destination) : rebookingTexts.proposalIntro}
          </p>
          <ProposalCard trip={trip} onPay={actions.onPay} />
        </>
      )}
      {trip.status === 'pending_completion' && <p className="text-sm text-slate-700">{tripTexts.markedComplete}</p>}
      {/* A proposal's card shows its deposit offer above its answers. */}
      {trip.status !== 'pending_confirmation' && <PaymentPlanSummary trip={trip} />}
      <PostponementNote trip={trip} onPostpone={actions.onPostpone} />
      <TripContents trip={trip} />
      {/* A rebooking of a trip already revealed has no secret left to open in stages (docs/decisions/0021). */}
      {trip.status !== 'pending_confirmation' && trip.status !== 'cancelled' && (trip.is_revealed || !trip.destination_known) && <TripEnvelope trip={trip} />}
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4">
        {/* A proposal's answers (Accept & Pay among them) are on its card above. */}
        {trip.status !== 'pending_confirmation' && <TripActions trip={trip} {...actions} />}
        <Button variant="ghost" onClick={() => onViewDetails(trip)}>
          {tripTexts.viewDetails}
        </Button>
        <TripMessagesButton trip={trip} />
        <CancelTripButton trip={trip} />
      </div>
    </article>
  );
}
