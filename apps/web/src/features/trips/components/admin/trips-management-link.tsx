import { Route } from 'lucide-react';
import { adminTripTexts, paths } from '@mt/shared';
import { LinkButton } from '@/components/ui/link-button';

/** The dashboard header's way to /admin/trips (spec 3 names the route but not where it is linked from). */
export function TripsManagementLink() {
  return (
    <LinkButton to={paths.adminTrips} variant="secondary">
      <Route className="size-4" aria-hidden />
      {adminTripTexts.tripsLink}
    </LinkButton>
  );
}
