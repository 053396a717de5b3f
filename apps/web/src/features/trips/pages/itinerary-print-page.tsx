import { Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { itineraryTexts as t, paths, tripTexts } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTripDetails } from '../api/get-trip-details';
import { ItineraryDays } from '../components/companion/itinerary-days';
import { MeetingPoint } from '../components/companion/trip-companion';
import { ServiceContacts } from '../components/companion/service-contacts';
import { detailsErrorMessage } from '../utils/errors';
import { longDate } from '../utils/format';

/**
 * /dashboard/traveller/trips/{id}/itinerary: the itinerary to print. No site header or footer, black
 * on white, a page per day; the API answers only the trip's traveller, and only after the reveal.
 */
export default function ItineraryPrintPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  useDocumentTitle(t.printPageTitle(valid ? id : 0));
  const details = useTripDetails(valid ? id : 0, valid);
  return (
    <main id="main-content" className="mx-auto max-w-3xl space-y-6 bg-white px-4 py-8 text-slate-900 print:max-w-none print:p-0 print:text-black">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={paths.travellerDashboard} className="text-sm font-medium text-brand-700 underline">
          {t.backToDashboard}
        </Link>
        {details.isSuccess && (
          <Button onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden />
            {t.printButton}
          </Button>
        )}
      </div>
      {!valid ? (
        <Alert tone="error">{tripTexts.tripNotFound}</Alert>
      ) : details.isPending ? (
        <Spinner label="Loading your itinerary…" />
      ) : details.isError ? (
        <Alert tone="error">{detailsErrorMessage(details.error, false)}</Alert>
      ) : (
        <article className="space-y-6 print:[&_*]:text-black">
          <header>
            <h1 className="text-2xl font-bold">{t.printPageTitle(id)}</h1>
            <p className="text-lg">{details.data.destination ?? details.data.name}</p>
            <p className="text-sm">
              “{details.data.name}” · {longDate(details.data.departure_date)} – {longDate(details.data.return_date)}
            </p>
          </header>
          <MeetingPoint details={details.data} />
          <ItineraryDays details={details.data} print />
          {details.data.services.length > 0 && (
            <section aria-labelledby="print-hosts" className="print:break-before-page">
              <h2 id="print-hosts" className="mb-2 text-lg font-semibold">
                {t.contactsTitle}
              </h2>
              <ServiceContacts services={details.data.services} />
            </section>
          )}
        </article>
      )}
    </main>
  );
}
