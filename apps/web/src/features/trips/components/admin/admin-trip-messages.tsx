import { tripMessageTexts, type AdminTrip } from '@mt/shared';
import { TripThread } from '../trip-thread';
import { UnreadBadge } from '../unread-badge';

/** The trip's thread on the admin's trip page: the admin writes as the team. */
export function AdminTripMessages({ trip }: { trip: AdminTrip }) {
  return (
    <section aria-labelledby="admin-trip-messages-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="admin-trip-messages-title" className="mb-4 flex items-center gap-2 text-lg font-semibold text-slate-900">
        {tripMessageTexts.title}
        <UnreadBadge count={trip.unread_messages} />
      </h2>
      <TripThread tripId={trip.id} side="team" />
    </section>
  );
}
