import { useState } from 'react';
import type { AdminTrip } from '@mt/shared';
import { Spinner } from '@/components/ui/spinner';
import { useRebookingChain } from '../../hooks/use-rebooking-chain';
import { AdminTripPanel } from './admin-trip-panel';
import { RebookingChainNav } from './rebooking-chain-nav';

/**
 * The trip made from a preference (spec 3: trip_created, confirmed, completed, cancelled). It opens on
 * the latest rebooking of the chain; the chain and the summary's buttons switch to any other trip.
 */
export function LinkedTripView({ trip }: { trip: AdminTrip }) {
  const chain = useRebookingChain(trip);
  const [picked, setPicked] = useState<number | null>(null);
  if (chain.loading) return <Spinner label="Loading the rebooking chain…" />;
  const currentId = picked ?? chain.latestId ?? trip.id;
  return (
    <div className="space-y-6">
      <RebookingChainNav links={chain.links} currentId={currentId} anchorId={trip.id} onSelect={setPicked} />
      <AdminTripPanel tripId={currentId} onNavigate={setPicked} />
    </div>
  );
}
