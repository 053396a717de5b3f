import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { itineraryTexts as t, paths, type TripDetailsResponse } from '@mt/shared';
import { longDate } from '../../utils/format';
import { ItineraryDays } from './itinerary-days';
import { ServiceContacts } from './service-contacts';

/** The meeting point of the first day, or nothing when the admin has not set one. */
export function MeetingPoint({ details }: { details: TripDetailsResponse }) {
  const it = details.itinerary;
  if (!it?.meeting_point || !it.meeting_time) return null;
  const first = it.days[0]?.date ?? details.departure_date;
  return (
    <section aria-labelledby="companion-meeting">
      <h4 id="companion-meeting" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
        {t.meetingTitle}
      </h4>
      <p className="mt-1 text-slate-900">
        {longDate(first)}: {t.meetingAt(it.meeting_point, it.meeting_time)}
      </p>
    </section>
  );
}

/** After the reveal (issue 19 section 3): the meeting point, the days, the hosts, and a printable copy. */
export function TripCompanion({ details }: { details: TripDetailsResponse }) {
  return (
    <div className="space-y-4">
      <MeetingPoint details={details} />
      <section aria-labelledby="companion-days">
        <h4 id="companion-days" className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-700">
          {t.companionTitle}
        </h4>
        <ItineraryDays details={details} />
      </section>
      {details.services.length > 0 && (
        <section aria-labelledby="companion-hosts">
          <h4 id="companion-hosts" className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-700">
            {t.contactsTitle}
          </h4>
          <ServiceContacts services={details.services} />
        </section>
      )}
      <Link to={paths.travellerItinerary.to({ id: details.id })} className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline">
        <Printer className="size-4" aria-hidden />
        {t.printLink}
      </Link>
    </div>
  );
}
