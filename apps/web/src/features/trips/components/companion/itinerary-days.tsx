import { itineraryTexts as t, type TripDetailsResponse } from '@mt/shared';
import { cn } from '@/lib/cn';
import { longDate } from '../../utils/format';

const dayNumber = (departure: string, date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${departure}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The itinerary day by day, each day with its linked services and their map links. `print` puts every
 * day after the first on a page of its own.
 */
export function ItineraryDays({ details, print = false }: { details: TripDetailsResponse; print?: boolean }) {
  const days = details.itinerary?.days ?? [];
  if (days.length === 0) return <p className="text-sm text-slate-700">{t.noItinerary}</p>;
  const byId = new Map(details.services.map((s) => [s.id, s]));
  return (
    <ol className="space-y-3">
      {days.map((day, i) => {
        const services = day.service_ids.map((id) => byId.get(id)).filter((s) => s !== undefined);
        return (
          <li key={day.date} className={cn('rounded-lg p-3 ring-1 ring-slate-200 print:rounded-none print:p-0 print:ring-0', print && i > 0 && 'print:break-before-page')}>
            <h5 className="font-semibold text-slate-900">{t.dayHeading(dayNumber(details.departure_date, day.date), longDate(day.date), day.title)}</h5>
            {day.notes && <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{day.notes}</p>}
            {services.length > 0 && (
              <ul className="mt-2 space-y-1 text-sm">
                {services.map((s) => (
                  <li key={s.id} className="text-slate-800">
                    <span className="font-medium">{s.name}</span>
                    {s.location_details && <span className="text-slate-600"> · {s.location_details}</span>}
                    {s.map_url && (
                      <>
                        {' · '}
                        <a href={s.map_url} target="_blank" rel="noreferrer" className="text-brand-700 underline print:text-black" aria-label={t.mapLink(s.name)}>
                          {t.mapLinkText}
                        </a>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
