import { addDays, itineraryTexts, type Itinerary } from '@mt/shared';

/** RFC 5545 text escaping, and lines folded at 75 octets. */
const escape = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 75;
    while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut -= 1;
    out.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  out.push(rest);
  return out.join('\r\n');
}
const compact = (isoDate: string) => isoDate.replace(/-/g, '');
const dayNumber = (departure: string, date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${departure}T00:00:00Z`)) / 86_400_000) + 1;

export interface CalendarService {
  id: number;
  name: string;
  location: string | null;
}

export interface CalendarTrip {
  id: number;
  name: string;
  destination: string | null;
  departureDate: string;
  returnDate: string;
  /**
   * Before the reveal (a paid trip) the file carries dates only: no LOCATION, and no destination,
   * service, partner or day title the admin wrote, since any of them could name the place (decision 0020).
   */
  revealed: boolean;
  services: CalendarService[];
  itinerary: Itinerary | null;
  dashboardUrl: string;
  host: string;
}

interface CalendarEvent {
  uid: string;
  start: string;
  /** The last day; DTEND is exclusive, so the file says the day after. */
  end: string;
  summary: string;
  location: string | null;
  description: string[];
}

/** One all-day event from departure to return: the trip without an itinerary. */
function tripEvent(trip: CalendarTrip): CalendarEvent {
  const details = `Details: ${trip.dashboardUrl}`;
  if (!trip.revealed) {
    return { uid: `trip-${trip.id}`, start: trip.departureDate, end: trip.returnDate, summary: itineraryTexts.calendarTrip(trip.id), location: null, description: [itineraryTexts.calendarSealed, details] };
  }
  return {
    uid: `trip-${trip.id}`,
    start: trip.departureDate,
    end: trip.returnDate,
    summary: `${trip.name} (Mystery Trip #${trip.id})`,
    location: trip.destination,
    description: [
      ...(trip.destination ? [`Destination: ${trip.destination}`] : []),
      ...(trip.services.length ? [`Included: ${trip.services.map((s) => s.name).join(', ')}`] : []),
      details,
    ],
  };
}

/** One event per itinerary day, with the day's title, its services' locations and the notes. */
function dayEvents(trip: CalendarTrip, itinerary: Itinerary): CalendarEvent[] {
  const byId = new Map(trip.services.map((s) => [s.id, s]));
  return itinerary.days.map((day) => {
    const n = dayNumber(trip.departureDate, day.date);
    const base = { uid: `trip-${trip.id}-day-${day.date}`, start: day.date, end: day.date };
    if (!trip.revealed) {
      return { ...base, summary: itineraryTexts.calendarDay(n, trip.id), location: null, description: [itineraryTexts.calendarSealed, `Details: ${trip.dashboardUrl}`] };
    }
    const services = day.service_ids.map((id) => byId.get(id)).filter((s): s is CalendarService => s !== undefined);
    const locations = [...new Set(services.map((s) => s.location).filter((l): l is string => !!l))];
    const meeting = day.date === itinerary.days[0]?.date && itinerary.meeting_point && itinerary.meeting_time ? `Meeting point: ${itinerary.meeting_point} at ${itinerary.meeting_time}` : null;
    return {
      ...base,
      summary: `Day ${n}: ${day.title} (Mystery Trip #${trip.id})`,
      location: locations.length ? locations.join('; ') : trip.destination,
      description: [
        ...(meeting ? [meeting] : []),
        ...(day.notes ? [day.notes] : []),
        ...(services.length ? [`Services: ${services.map((s) => s.name).join(', ')}`] : []),
        `Details: ${trip.dashboardUrl}`,
      ],
    };
  });
}

/** The trip as an iCalendar file: one event per itinerary day, or one trip-long event without an itinerary. */
export function tripCalendar(trip: CalendarTrip, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const events = trip.itinerary && trip.itinerary.days.length ? dayEvents(trip, trip.itinerary) : [tripEvent(trip)];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mystery Trips//Trips//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((e) => [
      'BEGIN:VEVENT',
      `UID:${e.uid}@${trip.host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compact(e.start)}`,
      `DTEND;VALUE=DATE:${compact(addDays(e.end, 1))}`,
      `SUMMARY:${escape(e.summary)}`,
      ...(e.location ? [`LOCATION:${escape(e.location)}`] : []),
      `DESCRIPTION:${escape(e.description.join('\n'))}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
