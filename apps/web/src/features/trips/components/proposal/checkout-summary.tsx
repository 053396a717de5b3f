import type { TravellerTrip } from '@mt/shared';
import { ProposalSummary } from './proposal-summary';
import { TripTerms } from './trip-terms';

/**
 * What the payment window shows above the card form (composed into the payments feature's modal by
 * app/routes/traveller-dashboard.tsx): what is bought, and this trip's cancellation and postponement
 * terms behind a disclosure, so the form stays near the top on a phone.
 */
export function CheckoutSummary({ trip }: { trip: TravellerTrip }) {
  return (
    <div className="space-y-4">
      <ProposalSummary trip={trip} compact />
      <TripTerms trip={trip} collapsible />
    </div>
  );
}
