import { Sparkles } from 'lucide-react';
import { canSurpriseAgain, preferenceNeedsTexts as t, surpriseAgainPath, type TravellerTrip } from '@mt/shared';
import { LinkButton } from '@/components/ui/link-button';

/** "Surprise me again" (issue 19) on a completed trip: a new preference prefilled from this one. */
export function SurpriseAgainLink({ trip, size = 'sm' }: { trip: Pick<TravellerTrip, 'id' | 'status'>; size?: 'sm' | 'md' }) {
  if (!canSurpriseAgain(trip.status)) return null;
  return (
    <LinkButton variant="secondary" size={size} to={surpriseAgainPath(trip.id)} aria-label={`${t.againAction} (from trip #${trip.id})`}>
      <Sparkles className="size-4" aria-hidden />
      {t.againAction}
    </LinkButton>
  );
}
